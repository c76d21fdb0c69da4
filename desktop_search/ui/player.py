"""A recording played in the window, from the moment its words are said.

Enter on a recording plays it here, from its result's moment (:mod:`..core.searching.moments`):
Qt Multimedia (FFmpeg's decoders, the family that read it for speech) seeks in every format the
index reads, on every platform, with the transcript beside it in the preview. The panel sits under
the preview: what is playing and from when, play/pause, the position (a slider and "0:09 / 0:17"),
the picture of a video, "Open in your player" (the user's own player, at the position reached)
and a close button. Qt Multimedia is imported when the first recording is played, so the window
opens as fast as before.

A recording the panel cannot play (no multimedia backend, a format its decoders refuse) is handed
back (:attr:`PlayerPanel.failed`): the window then opens it in the user's player, at the moment
where that player takes one (:func:`..core.opening.media_command`).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QUrl, Signal, Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..core.extract.recording import VIDEO_SUFFIXES
from ..core.searching.moments import clock

log = logging.getLogger(__name__)

_PICTURE_HEIGHT = 180


class PlayerPanel(QWidget):
    """Plays one recording at a time, from a moment (see the module docstring).

    Signals:
        failed(str, float, str): the recording cannot be played here (its path, the moment in
            seconds, why): it is for the user's player.
        external_requested(str, float): the user asked for their own player, at this position.
        playing_started(str, float): playback began (its path, where it started, in seconds).
    """

    failed = Signal(str, float, str)
    external_requested = Signal(str, float)
    playing_started = Signal(str, float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Player"))
        self._player: Any = None  # QMediaPlayer, made on first use
        self._audio: Any = None
        self._video: Any = None
        self._path = ""
        self._moment_s = 0.0
        self._seek_ms: int | None = None
        self._dragging = False
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        self.play_button = QToolButton()
        self.play_button.clicked.connect(self._on_play_clicked)
        self.position = QSlider(Qt.Orientation.Horizontal)
        self.position.setAccessibleName(self.tr("Position"))
        self.position.sliderPressed.connect(self._on_slider_pressed)
        self.position.sliderReleased.connect(self._on_slider_released)
        self.time_label = QLabel("0:00")
        self.time_label.setTextFormat(Qt.TextFormat.PlainText)
        self.external_button = QPushButton(self.tr("Open in your player"))
        self.external_button.setToolTip(self.tr("Play it in your own media player, from here"))
        self.external_button.clicked.connect(self._on_external_clicked)
        self.close_button = QToolButton()
        self.close_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_TitleBarCloseButton))
        self.close_button.setAccessibleName(self.tr("Stop and close the player"))
        self.close_button.setToolTip(self.tr("Stop and close the player"))
        self.close_button.clicked.connect(self.stop)
        self._picture_box = QVBoxLayout()
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.close_button)
        controls = QHBoxLayout()
        controls.addWidget(self.play_button)
        controls.addWidget(self.position, 1)
        controls.addWidget(self.time_label)
        controls.addWidget(self.external_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(top)
        layout.addLayout(self._picture_box)
        layout.addLayout(controls)
        self._show_playing(False)
        self.setVisible(False)

    # -- what the window calls -----------------------------------------------

    @property
    def path(self) -> str:
        """The recording loaded ("" for none)."""
        return self._path

    def play(self, path: str, at_s: float = 0.0) -> None:
        """Play ``path`` from ``at_s`` seconds (:attr:`failed` when it cannot be played here)."""
        if not self._ensure_player():
            self.failed.emit(path, at_s, self.tr("this system has no multimedia support for Qt"))
            return
        self._path, self._moment_s = path, max(0.0, at_s)
        video = Path(path).suffix.lower() in VIDEO_SUFFIXES
        self._show_picture(video)
        self.title.setText(
            self.tr("{file} · from {time}").format(file=Path(path).name, time=clock(self._moment_s))
        )
        self._seek_ms = round(self._moment_s * 1000)
        self._player.setSource(QUrl.fromLocalFile(path))
        self._player.play()
        self.setVisible(True)

    def position_s(self) -> float:
        """Where playback is, in seconds (0 when nothing is loaded)."""
        return self._player.position() / 1000 if self._player is not None else 0.0

    def is_playing(self) -> bool:
        if self._player is None:
            return False
        from PySide6.QtMultimedia import QMediaPlayer

        return bool(self._player.playbackState() == QMediaPlayer.PlaybackState.PlayingState)

    @Slot()
    def stop(self) -> None:
        """Stop, let go of the file and hide the panel."""
        if self._player is not None:
            self._player.stop()
            self._player.setSource(QUrl())
        self._path = ""
        self.setVisible(False)

    # -- internals ------------------------------------------------------------

    def _ensure_player(self) -> bool:
        if self._player is not None:
            return True
        try:
            from PySide6.QtMultimedia import QAudioOutput, QMediaPlayer
            from PySide6.QtMultimediaWidgets import QVideoWidget
        except ImportError as exc:  # PySide6-Addons missing: the user's player plays it
            log.warning("no Qt Multimedia: %s", exc)
            return False
        self._player = QMediaPlayer(self)
        self._audio = QAudioOutput(self)
        self._player.setAudioOutput(self._audio)
        self._video = QVideoWidget()
        self._video.setMinimumHeight(_PICTURE_HEIGHT)
        self._video.setAccessibleName(self.tr("Video"))
        self._picture_box.addWidget(self._video)
        self._player.setVideoOutput(self._video)
        self._player.mediaStatusChanged.connect(self._on_media_status)
        self._player.errorOccurred.connect(self._on_error)
        self._player.positionChanged.connect(self._on_position)
        self._player.durationChanged.connect(self._on_duration)
        self._player.playbackStateChanged.connect(self._on_state)
        return True

    def _show_picture(self, video: bool) -> None:
        if self._video is not None:
            self._video.setVisible(video)

    def _show_playing(self, playing: bool) -> None:
        icon = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
        self.play_button.setIcon(self.style().standardIcon(icon))
        name = self.tr("Pause") if playing else self.tr("Play")
        self.play_button.setAccessibleName(name)
        self.play_button.setToolTip(name)

    def _on_media_status(self, status: Any) -> None:
        from PySide6.QtMultimedia import QMediaPlayer

        loaded = (QMediaPlayer.MediaStatus.LoadedMedia, QMediaPlayer.MediaStatus.BufferedMedia)
        if status in loaded and self._seek_ms is not None:
            at, self._seek_ms = self._seek_ms, None
            if at and self._player.isSeekable():
                self._player.setPosition(at)
            self.playing_started.emit(self._path, at / 1000)
        elif status == QMediaPlayer.MediaStatus.InvalidMedia and self._path:
            self._give_up(self.tr("it cannot be played here"))

    def _on_error(self, _error: Any, message: str) -> None:
        if self._path:
            self._give_up(message or self.tr("it cannot be played here"))

    def _give_up(self, why: str) -> None:
        path, at = self._path, self._moment_s
        log.info("cannot play %s in the window: %s", path, why)
        self.stop()
        self.failed.emit(path, at, why)

    def _on_position(self, ms: int) -> None:
        if not self._dragging:
            self.position.setValue(ms)
        total, now = self._player.duration(), clock(ms / 1000)
        self.time_label.setText(f"{now} / {clock(total / 1000)}" if total > 0 else now)

    def _on_duration(self, ms: int) -> None:
        self.position.setRange(0, max(0, ms))

    def _on_state(self, _state: Any) -> None:
        self._show_playing(self.is_playing())

    @Slot()
    def _on_play_clicked(self) -> None:
        if self._player is None:
            return
        if self.is_playing():
            self._player.pause()
        else:
            self._player.play()

    @Slot()
    def _on_slider_pressed(self) -> None:
        self._dragging = True

    @Slot()
    def _on_slider_released(self) -> None:
        self._dragging = False
        if self._player is not None:
            self._player.setPosition(self.position.value())

    @Slot()
    def _on_external_clicked(self) -> None:
        path, at = self._path, self.position_s()
        if self._player is not None:
            self._player.pause()
        if path:
            self.external_requested.emit(path, at)
