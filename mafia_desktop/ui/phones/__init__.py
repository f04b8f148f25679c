"""The players' phones and web screens (issue 33): the local server, its hub and the host's dialog."""
