"""The players' phones and web screens (issue 33): a local server inside the program.

- :mod:`.server`: one ``QTcpServer`` on the Qt main thread answering the pages' GETs
  (:mod:`.web`) and handing WebSocket upgrades to a ``QWebSocketServer``;
- :mod:`.hub`: :class:`~.hub.PhonesHub`, what the host window owns and the desk uses;
- :mod:`.messages`: the JSON messages, worded from the public view and a seat's view;
- :mod:`.tokens`: the seats' private links.

The protocol: ``docs/architecture.md``, "The players' phones".
"""
