"""Tournaments (issue 25): the standings (:mod:`.standings`)."""
