"""The tournament desk's windows (issue 25): the organiser's Tournament window
(``window.py`` and its pages), the standings on the players' screen
(``projector_standings.py``), and the table host's schedule (``schedule.py``)."""
