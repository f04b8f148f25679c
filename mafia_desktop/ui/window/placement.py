"""Where the windows go on the screen: inside the screen's available area, and the host
window where the host left it (issue 23.2).

- :func:`fitted` (pure): a frame rectangle moved, then shrunk, to lie inside an area;
- :func:`fit_to_screen`: a shown top-level widget (the host window, a dialog) kept
  inside its screen's available geometry, its frame (title bar) included, so a
  1366x768 laptop shows the host window's status bar (where every refusal is said) and
  every dialog's buttons;
- :class:`ScreenFit`: does that for every window of the program the moment it takes the
  keyboard (``QGuiApplication.focusWindowChanged``): the dialogs need no code of their
  own, and a message box or file dialog is kept on the screen too;
- :func:`show_placed`: the host window shown as it was left (QSettings
  ``window/geometry``: ``saveGeometry``, the maximised state included; a geometry saved
  on a larger screen is fitted to this one), else maximised when its first size does
  not fit the screen with a title bar, else at its first size; :func:`save_placement`
  keeps it when the window closes.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QMargins, QObject, QRect, QSettings, QSize
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtWidgets import QApplication, QWidget

#: Where the host window's geometry and state are kept (``QWidget.saveGeometry``).
GEOMETRY_KEY = "window/geometry"

#: The host window's size when nothing is remembered and the screen has room for it.
FIRST_SIZE = QSize(1440, 900)

#: A window manager's frame while Qt does not know it yet (before the window is shown):
#: the borders and the title bar (GNOME's is ~37 px, openbox's ~25 px).
FRAME_GUESS = QMargins(4, 40, 4, 4)


def fitted(frame: QRect, area: QRect) -> QRect:
    """``frame`` moved into ``area``, and shrunk to ``area``'s size where it is larger
    (pixels; the top-left corner is kept inside first, so a title bar is never above
    the screen)."""
    width = min(frame.width(), area.width())
    height = min(frame.height(), area.height())
    left = max(area.left(), min(frame.left(), area.right() + 1 - width))
    top = max(area.top(), min(frame.top(), area.bottom() + 1 - height))
    return QRect(left, top, width, height)


def frame_margins(widget: QWidget) -> QMargins:
    """The window manager's frame around ``widget`` (a top-level): Qt's once it knows
    it, else :data:`FRAME_GUESS`."""
    frame, inner = widget.frameGeometry(), widget.geometry()
    if frame != inner:
        return QMargins(inner.left() - frame.left(), inner.top() - frame.top(),
                        frame.right() - inner.right(), frame.bottom() - inner.bottom())
    return QMargins() if widget.isVisible() else FRAME_GUESS


def available_area(widget: QWidget) -> QRect:
    """The available geometry (no panels, no docks of the desktop) of the screen that
    holds most of ``widget``'s frame (its own screen when none does)."""
    frame = widget.frameGeometry()
    screen = QGuiApplication.screenAt(frame.center()) or widget.screen() \
        or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_to_screen(widget: QWidget) -> bool:
    """Keep the top-level ``widget`` (frame included) inside its screen's available
    area: moved, then shrunk (never below its minimum size). A maximised or full-screen
    window is the window manager's and is left alone. True when it was moved or
    resized."""
    if not widget.isWindow() or widget.isMaximized() or widget.isFullScreen():
        return False
    margins = frame_margins(widget)
    frame = widget.geometry().marginsAdded(margins)
    area = available_area(widget)
    place = fitted(frame, area)
    if place == frame:
        return False
    inner = place.marginsRemoved(margins)
    size = inner.size().expandedTo(widget.minimumSize())
    widget.setGeometry(QRect(inner.topLeft(), size))
    return True


def first_size(widget: QWidget) -> QSize:
    """:data:`FIRST_SIZE`, or less: what fits ``widget``'s screen with a frame."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return FIRST_SIZE
    room = screen.availableSize().shrunkBy(FRAME_GUESS)
    return FIRST_SIZE.boundedTo(room)


def restore_placement(window: QWidget, settings: QSettings) -> bool:
    """Give ``window`` the geometry and state kept in ``settings`` (maximised when it
    was), fitted to the screen it lands on; False when none is kept or it cannot be
    read (the window is left as it is)."""
    saved = settings.value(GEOMETRY_KEY)
    if not isinstance(saved, (QByteArray, bytes)) or not saved:
        return False
    if not window.restoreGeometry(QByteArray(saved)):
        return False
    fit_to_screen(window)  # Qt keeps it on the screen; the frame too, here
    return True


def save_placement(window: QWidget, settings: QSettings) -> None:
    """Keep ``window``'s geometry and state (maximised, full screen) in ``settings``."""
    settings.setValue(GEOMETRY_KEY, window.saveGeometry())


def show_placed(window: QWidget, settings: QSettings) -> None:
    """Show the host window as it was left (:func:`restore_placement`); the first time,
    maximised on a screen too small for :data:`FIRST_SIZE` with a title bar, else at
    that size in the middle of the screen."""
    if restore_placement(window, settings):
        window.show()
    elif first_size(window) != FIRST_SIZE:
        window.showMaximized()
    else:
        window.resize(FIRST_SIZE)
        area = available_area(window)
        frame = QRect(0, 0, FIRST_SIZE.width(), FIRST_SIZE.height()).marginsAdded(FRAME_GUESS)
        frame.moveCenter(area.center())
        window.move(fitted(frame, area).topLeft())
        window.show()
    ScreenFit.install()


class ScreenFit(QObject):
    """Fits every window of the program to its screen (:func:`fit_to_screen`) when it
    takes the keyboard: a dialog taller than a laptop's screen is shrunk so its buttons
    show (its layout then scrolls or squeezes), one placed half off the screen is moved
    in. One per application: :meth:`install`."""

    _installed: ScreenFit | None = None

    @classmethod
    def install(cls) -> ScreenFit | None:
        """Follow the application's focus window from now on (once); ``None`` without
        a widgets application."""
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return None
        if cls._installed is None or cls._installed.parent() is not app:
            cls._installed = ScreenFit(app)
            app.focusWindowChanged.connect(cls._installed.window_focused)
        return cls._installed

    @classmethod
    def uninstall(cls) -> None:
        """Stop following the focus window (a test's windows larger than its screen)."""
        fit, cls._installed = cls._installed, None
        app = QApplication.instance()
        if fit is not None and isinstance(app, QApplication) and fit.parent() is app:
            app.focusWindowChanged.disconnect(fit.window_focused)
            fit.deleteLater()

    def window_focused(self, window: QWindow | None) -> None:
        """Fit the widget of ``window`` (a top-level window of this program)."""
        widget = _widget_of(window)
        if widget is not None:
            fit_to_screen(widget)


def _widget_of(window: QWindow | None) -> QWidget | None:
    """The top-level widget shown in ``window`` (``None`` for a popup or a menu)."""
    if window is None:
        return None
    for widget in QApplication.topLevelWidgets():
        if widget.windowHandle() is window and widget.isVisible():
            from PySide6.QtCore import Qt
            kind = widget.windowType()
            if kind in (Qt.WindowType.Popup, Qt.WindowType.ToolTip, Qt.WindowType.SplashScreen):
                return None
            return widget
    return None


__all__ = ["FIRST_SIZE", "GEOMETRY_KEY", "ScreenFit", "available_area", "fit_to_screen",
           "fitted", "first_size", "frame_margins", "restore_placement", "save_placement",
           "show_placed"]
