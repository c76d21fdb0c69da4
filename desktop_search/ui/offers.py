"""What the main window offers, each until the user takes it or says not now: the catalog's
reranker (a download, one click), the built-in multilingual model when much of the index is not
in English (a re-index), the mail found on this computer that no chosen folder holds, and this
computer's model's vectors for a drive whose index another model made."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from ..core.common import texts
from ..core.contracts import RerankerOffer
from ..core.text.languages import ModelOffer, offer_text
from . import mnemonics
from .accessibility import plain_tooltip
from .i18n import Context, figure, seconds

MainWindow = Context("MainWindow")  # the window's strings, their context (lupdate reads the name)


class RerankerOfferButton(QPushButton):
    """One click to download the reranker the catalog offers (shown while none is in use).

    Signals:
        download_requested(str): the user accepted the offered reranker (catalog id).
    """

    download_requested = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setFlat(True)
        self.setVisible(False)
        #: What is offered (None: nothing).
        self.offer: RerankerOffer | None = None
        self.clicked.connect(self._on_clicked)

    def show_offer(self, offer: RerankerOffer | None) -> None:
        """Offer the catalog's reranker while none is in use (None: nothing to offer)."""
        self.offer = offer
        self.setVisible(offer is not None)
        self.setEnabled(True)
        if offer is None:
            return
        size = texts.size(offer.size_bytes) if offer.size_bytes else MainWindow.tr("size unknown")
        if (per_search := offer.seconds_per_search) is not None:
            self.setText(
                MainWindow.tr("Rerank results: {size} download, about {duration} per search here…").format(
                    size=size, duration=seconds(per_search)
                )
            )
        else:
            self.setText(MainWindow.tr("Rerank results: {size} download…").format(size=size))
        budget = offer.budget_s or 0
        tip = MainWindow.tr(
            "Download {model} and rerank with it. A reranker reads your query with each of the "
            "best passages and puts the truly relevant files first. It is downloaded once ({size}) and "
            "runs on this computer; nothing about your files is sent anywhere."
        ).format(model=offer.name, size=size)
        if per_search is not None and budget and per_search > budget:
            tip += " " + MainWindow.tr(
                "On this computer it would need about {duration} for a whole search: within "
                "the {budget} s time budget (Settings) it reranks the best few results."
            ).format(duration=texts.duration(per_search), budget=figure(budget))
        self.setToolTip(plain_tooltip(tip))
        mnemonics.assign(self.window())

    @Slot()
    def _on_clicked(self) -> None:
        if self.offer is None:
            return
        self.setEnabled(False)
        self.setText(MainWindow.tr("Downloading {model}… (Models window)").format(model=self.offer.name))
        mnemonics.assign(self.window())
        self.download_requested.emit(self.offer.id)


class ModelOfferBar(QFrame):
    """The built-in multilingual model, offered when much of the index is not in English.

    Signals:
        accepted(str): the user chose the offered built-in model (its name).
        declined(): the user said "Not now" to it.
    """

    accepted = Signal(str)
    declined = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.text_label, self.use_button, self.later_button = _offer_row(self, "")
        self._offer: ModelOffer | None = None
        self.use_button.clicked.connect(self._on_accepted)
        self.later_button.clicked.connect(self._on_declined)

    def show_offer(self, offer: ModelOffer | None) -> None:
        """Offer the built-in multilingual model (None: nothing to offer, or no longer)."""
        self._offer = offer
        self.setVisible(offer is not None)
        if offer is None:
            return
        text = offer_text(offer) + " " + MainWindow.tr("Re-indexing takes a while; search goes on meanwhile.")
        self.text_label.setText(text)
        self.use_button.setText(MainWindow.tr("Use {model}").format(model=offer.model))
        mnemonics.assign(self.window())
        self.use_button.setToolTip(
            plain_tooltip(
                MainWindow.tr(
                    "Re-index your files with {model} in the background (built in: nothing is "
                    "downloaded), then search with it. {current_model} is used until it is done."
                ).format(model=offer.model, current_model=offer.current_model)
            )
        )

    @Slot()
    def _on_accepted(self) -> None:
        if self._offer is not None:
            self.setVisible(False)
            self.accepted.emit(self._offer.model)

    @Slot()
    def _on_declined(self) -> None:
        self.setVisible(False)
        self.declined.emit()


class MailOfferBar(QFrame):
    """Mail found on this computer that no chosen folder holds: offered, added on a click.

    Signals:
        accepted(list): the mail folders to index (the user said "Add my mail").
    """

    accepted = Signal(list)

    def __init__(self) -> None:
        super().__init__()
        self.text_label, self.add_button, self.later_button = _offer_row(self, MainWindow.tr("Add my mail"))
        self._found: list[str] = []
        self._declined = False
        self.add_button.clicked.connect(self._on_accepted)
        self.later_button.clicked.connect(self._on_declined)

    def show_offer(self, found: list[dict[str, str]]) -> None:
        """Offer the mail found on this computer (until the user adds it or says not now)."""
        self._found = [m["path"] for m in found]
        if not found or self._declined:
            self.setVisible(False)
            return
        programs = sorted({m["program"] for m in found})
        where = texts.listing([m["path"] for m in found[:3]] + (["…"] if len(found) > 3 else []), strong=True)
        self.text_label.setText(
            MainWindow.tr(
                "Found your mail ({programs}: {where}). Add it to find your messages too? "
                "Each message is its own result; it is read on this computer, nothing is sent anywhere."
            ).format(programs=texts.listing(programs), where=where)
        )
        self.add_button.setToolTip(
            plain_tooltip(MainWindow.tr("Index these mail folders:") + "\n" + "\n".join(self._found))
        )
        self.setVisible(True)

    @Slot()
    def _on_accepted(self) -> None:
        self.setVisible(False)
        if self._found:
            self.accepted.emit(list(self._found))

    @Slot()
    def _on_declined(self) -> None:
        self._declined = True
        self.setVisible(False)


class DriveVectorsOfferBar(QFrame):
    """A drive whose index was made with another model than this computer's is found by its words
    only: this computer's model's vectors are offered, added to the drive on a click.

    Signals:
        accepted(str): the drive folder to add this computer's vectors to.
    """

    accepted = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.text_label, self.add_button, self.later_button = _offer_row(self, MainWindow.tr("Add vectors"))
        self._folder = ""
        self._declined: set[str] = set()
        self.add_button.clicked.connect(self._on_accepted)
        self.later_button.clicked.connect(self._on_declined)

    def show_offer(self, shared: list[dict[str, object]], model: str) -> None:
        """Offer vectors for the first writable drive of ``shared`` (the status's shared indexes)
        made with another model and still found partly by words only, unless declined."""
        for state in shared:
            url = str(state.get("url") or "")
            if not url.startswith("drive:") or url in self._declined:
                continue
            other, missing = str(state.get("drive_model") or ""), int(str(state.get("without_meaning") or 0))
            if other and missing and state.get("drive_writable"):
                self._folder = url[len("drive:") :]
                self.text_label.setText(
                    MainWindow.tr(
                        "The index on {name} was made with {other}: here its files are found by their "
                        "words only ({passages} passages). Add {model}'s vectors to the drive to find "
                        "them by meaning too? They are made on this computer and kept on the drive "
                        "beside the others; nothing is sent anywhere."
                    ).format(
                        name=state.get("name") or url, other=other, passages=figure(missing), model=model
                    )
                )
                self.add_button.setToolTip(plain_tooltip(self._folder))
                self.setVisible(True)
                return
        self._folder = ""
        self.setVisible(False)

    @Slot()
    def _on_accepted(self) -> None:
        self.setVisible(False)
        if self._folder:
            self.accepted.emit(self._folder)

    @Slot()
    def _on_declined(self) -> None:
        self._declined.add("drive:" + self._folder)
        self.setVisible(False)


def _offer_row(bar: QFrame, take: str) -> tuple[QLabel, QPushButton, QPushButton]:
    """An offer's bar (hidden until offered): its text (plain: paths and names are never markup),
    the button that takes it (labelled ``take``) and "Not now"."""
    bar.setFrameShape(QFrame.Shape.StyledPanel)
    text = QLabel()
    text.setTextFormat(Qt.TextFormat.PlainText)
    text.setWordWrap(True)
    accept = QPushButton(take)
    later = QPushButton(MainWindow.tr("Not now"))
    row = QHBoxLayout(bar)
    row.addWidget(text, 1)
    row.addWidget(accept)
    row.addWidget(later)
    bar.setVisible(False)
    return text, accept, later
