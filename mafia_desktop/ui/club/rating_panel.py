"""One player's ratings (issue 14 item 3): the rating, its history as a chart, the games.

:class:`RatingPanel` sits beside the Players view's tables and shows the player selected
there, for the family of the tab (``reports.ratings``: openskill's team model; the
rating shown is the ordinal μ − 3σ, with μ ± σ beside it):

* the overall rating and the rating per side (town / mafia / maniac; red / black);
* a QtCharts chart over the player's games of that family: μ as a line in its ±σ band,
  and the ordinal as a dashed line (so the shown rating and the model's doubt are both
  seen: the band narrows as the games add up);
* the player's games of every family, newest first: date, family, side, result and the
  change of that family's overall rating.
"""

from __future__ import annotations

from PySide6.QtCharts import QAreaSeries, QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QMargins, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill, isolate
from mafia_desktop.i18n.names import family_title
from mafia_desktop.reports.ratings import PlayerRating, RatedGame, Rating, Ratings, sides_of
from mafia_desktop.ui.club.games_view import local_time
from mafia_desktop.ui.families import ui_family
from mafia_desktop.ui.plain import plain

# The chart's colours: μ, its band, the ordinal.
MU_COLOUR = QColor("#4a6fa5")
BAND_COLOUR = QColor(74, 111, 165, 60)
ORDINAL_COLOUR = QColor("#c0392b")


def side_name(family: str, side: str) -> str:
    """A side's translated name: a sport team or a classic faction."""
    return ui_family(family).side_name(side)


def rating_text(r: Rating) -> str:
    """"12.3 (μ 25.8 ± 4.5)": the ordinal, then μ ± σ (one decimal)."""
    return f"{r.ordinal:.1f} (μ {r.mu:.1f} ± {r.sigma:.1f})"


class RatingPanel(QWidget):
    """The selected player's ratings in one family, the chart, and their games."""

    DATE, FAMILY, SIDE, RESULT, CHANGE = range(5)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = plain(QLabel(self))  # the selected player's name
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.rating_label = QLabel(self)
        self.rating_label.setWordWrap(True)
        self.rating_label.setTextFormat(Qt.TextFormat.PlainText)
        self.chart = self._new_chart()
        self.chart_view = QChartView(self.chart, self)
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.chart_view.setMinimumHeight(200)
        self.games = QTableWidget(0, 5, self)
        self.games.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.verticalHeader().hide()
        header = self.games.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.games.setHorizontalHeaderLabels([
            self.tr("Date"), self.tr("Family"), self.tr("Side"), self.tr("Result"),
            self.tr("Rating change")])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.rating_label)
        layout.addWidget(self.chart_view, 3)
        layout.addWidget(self.games, 2)
        self.player: PlayerRating | None = None

    def show_player(self, name: str, family: str, ratings: Ratings) -> None:
        """Show ``name``'s ratings in ``family`` (and their games of every family)."""
        rated = ratings.of(family, name)
        self.player = rated
        self.title.setText(isolate(name))
        if rated is None:
            self.rating_label.setText(fill(self.tr(
                "No finished games yet (%1): no rating."), family_title(family)))
        else:
            lines = [fill(self.tr("Rating: %1"), rating_text(rated.overall))]
            lines += [fill(self.tr("As %1: %2"), side_name(family, s),
                           rating_text(rated.sides[s]))
                      for s in sides_of(family, tuple(rated.sides))]
            lines.append(self.tr("The rating is μ − 3σ: the skill the games show (μ) "
                                 "less three times the doubt about it (σ)."))
            self.rating_label.setText("\n".join(lines))
        self._chart(rated)
        self._games(ratings.games_of(name))

    @staticmethod
    def _new_chart() -> QChart:
        chart = QChart()
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        chart.setMargins(QMargins(4, 4, 4, 4))
        return chart

    def _chart(self, rated: PlayerRating | None) -> None:
        """The history chart: μ in its ±σ band, the ordinal dashed; x is the game number
        (0 = before the first game). A new chart each time (a chart whose axes were
        removed may still draw their labels)."""
        old, chart = self.chart, self._new_chart()
        self.chart_view.setChart(chart)  # the view owns the new one; the old is ours
        old.deleteLater()
        self.chart = chart
        family = family_title(rated.family) if rated else ""
        chart.setTitle(fill(self.tr("Rating over the games (%1)"), family) if rated else "")
        if rated is None:
            return
        points = [rated.history[0].before] + [g.after for g in rated.history]
        mu, upper, lower, ordinal = (QLineSeries(), QLineSeries(), QLineSeries(),
                                     QLineSeries())
        for x, r in enumerate(points):
            mu.append(x, r.mu)
            upper.append(x, r.mu + r.sigma)
            lower.append(x, r.mu - r.sigma)
            ordinal.append(x, r.ordinal)
        band = QAreaSeries(upper, lower)
        for edge in (upper, lower):  # the band keeps its edges (Python would drop them)
            edge.setParent(band)
        band.setName(self.tr("μ ± σ"))
        band.setBrush(QBrush(BAND_COLOUR))
        band.setPen(QPen(Qt.PenStyle.NoPen))
        mu.setName(self.tr("μ (skill)"))
        mu.setPen(QPen(MU_COLOUR, 2))
        ordinal.setName(self.tr("Rating (μ − 3σ)"))
        ordinal.setPen(QPen(ORDINAL_COLOUR, 2, Qt.PenStyle.DashLine))
        for series in (band, mu, ordinal):
            chart.addSeries(series)
        x_axis = QValueAxis()
        x_axis.setRange(0, max(1, len(points) - 1))
        x_axis.setLabelFormat("%d")
        x_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        x_axis.setTickAnchor(0)
        x_axis.setTickInterval(next(step for step in (1, 2, 5, 10, 20, 50, 100, 200, 500,
                                                      1000, 10**9)
                                    if step * 10 >= len(points) - 1))
        x_axis.setTitleText(self.tr("Games played"))
        low = min(min(r.ordinal, r.mu - r.sigma) for r in points)
        high = max(r.mu + r.sigma for r in points)
        y_axis = QValueAxis()
        y_axis.setRange(low - 1, high + 1)
        y_axis.applyNiceNumbers()
        y_axis.setLabelFormat("%.0f")
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        for series in (band, mu, ordinal):
            series.attachAxis(x_axis)
            series.attachAxis(y_axis)

    def _games(self, games: list[RatedGame]) -> None:
        """The games list (newest first)."""
        results = {"win": self.tr("Win"), "loss": self.tr("Loss"), "draw": self.tr("Draw")}
        self.games.setRowCount(len(games))
        for row, g in enumerate(games):
            cells: list[str] = [local_time(g.ended_at), family_title(g.family),
                                side_name(g.family, g.side), results[g.result],
                                f"{g.change:+.2f}"]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == self.CHANGE:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                    item.setToolTip(fill(self.tr("%1 → %2"), rating_text(g.before),
                                         rating_text(g.after)))
                self.games.setItem(row, col, item)
