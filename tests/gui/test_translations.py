"""The Qt Linguist files: complete, faithful to their sources' placeholders, in step with the
code, and really used by the app."""

from __future__ import annotations

import ast
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from dataclasses import fields
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "translations"))
import update  # noqa: E402  (translations/update.py)

LANGUAGES = update.LANGUAGES
# %1..%9 and %n (Qt), {name} (gui/text.py's engine details), HTML tags and entities
PLACEHOLDER = re.compile(r"%[1-9n]|\{\w+\}|</?[a-zA-Z][^>]*>|&[a-z]+;")


def placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text or ""))


def mnemonics(text: str) -> int:
    """How many ``&`` keyboard accelerators a text has (``&&`` is a plain ampersand)."""
    return len(re.findall(r"&(?!&)(?![a-z]+;)\S", (text or "").replace("&&", "")))


def messages(ts: Path):
    """(context, message element) for every message of a .ts file."""
    for context in ET.parse(ts).getroot().iter("context"):
        for m in context.findall("message"):
            yield context.findtext("name") or "", m


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_is_translated_with_the_same_placeholders(lang):
    ts = update.ts_path(lang)
    problems = []
    count = 0
    for ctx, m in messages(ts):
        count += 1
        source = m.findtext("source") or ""
        t = m.find("translation")
        where = f"{ctx}: {source!r}"
        if t is None or t.get("type") in ("unfinished", "vanished", "obsolete"):
            problems.append(
                f"not translated ({t.get('type') if t is not None else 'none'}): {where}"
            )
            continue
        forms = (
            [f.text or "" for f in t.findall("numerusform")] if m.get("numerus") else [t.text or ""]
        )
        if not forms or not all(f.strip() for f in forms):
            problems.append(f"empty translation: {where}")
            continue
        for form in forms:
            if placeholders(form) != placeholders(source):
                problems.append(
                    f"placeholders {placeholders(form)} differ from "
                    f"{placeholders(source)}: {where} -> {form!r}"
                )
            if mnemonics(form) != mnemonics(source):
                problems.append(f"keyboard accelerator (&) lost or added: {where} -> {form!r}")
    assert not problems, f"{len(problems)} problems in {ts.name}:\n" + "\n".join(problems[:40])
    if lang != update.SOURCE_LANGUAGE:
        assert count > 300, f"{ts.name} has only {count} texts"


def test_the_english_file_holds_every_plural_text_with_two_forms():
    plural = [m for _, m in messages(update.ts_path("en")) if m.get("numerus") == "yes"]
    assert plural, "no %n text at all: the English file would be empty"
    for m in plural:
        forms = [f.text for f in m.find("translation").findall("numerusform")]
        assert len(forms) == 2, m.findtext("source")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_qm_holds_the_translations_of_its_ts(qapp, lang):
    ts = update.ts_path(lang)
    translator = QTranslator()
    assert translator.load(str(ts.with_suffix(".qm"))), f"{ts.stem}.qm is missing"
    stale = []
    for ctx, m in messages(ts):
        source, t = m.findtext("source"), m.find("translation")
        if m.get("numerus") == "yes":
            # Qt's rule for these four languages: the first form is for 1
            want, got = t.findall("numerusform")[0].text, translator.translate(ctx, source, None, 1)
        else:
            want, got = t.text, translator.translate(ctx, source)
        if got != want:
            stale.append(source)
    assert not stale, f"{ts.stem}.qm is out of date (run translations/update.py): {stale[:5]}"


@pytest.fixture(scope="module")
def extracted(tmp_path_factory):
    """What pyside6-lupdate finds in the sources now, as (context, source) pairs."""
    if shutil.which(update.tool("pyside6-lupdate")) is None:
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path_factory.mktemp("lupdate") / "card_table_fr.ts"
    update.lupdate("fr", ts)
    return {(ctx, m.findtext("source")) for ctx, m in messages(ts)}


def test_every_text_in_the_sources_is_in_the_committed_files(extracted):
    for lang in LANGUAGES:
        committed = {(ctx, m.findtext("source")) for ctx, m in messages(update.ts_path(lang))}
        if lang == update.SOURCE_LANGUAGE:
            continue  # plural texts only; they are checked through the other languages
        missing = sorted(extracted - committed)
        gone = sorted(committed - extracted)
        assert not missing, (
            f"{len(missing)} texts are not in card_table_{lang}.ts (run "
            f"translations/update.py and translate them): {missing[:10]}"
        )
        assert not gone, f"card_table_{lang}.ts has texts the code lost: {gone[:10]}"


def context_names() -> set[str]:
    """Translation contexts the code really uses: its QObject class names (``self.tr``),
    ``X = Context("X")`` objects (gui/text.py) and contexts named in ``translate("X", ...)``
    or ``QT_TRANSLATE_NOOP("X", ...)``."""
    names = set()
    for path in [*ROOT.glob("gui/**/*.py"), ROOT / "main.py"]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                names.add(node.name)
            elif (
                isinstance(node, ast.Call)
                and node.args
                and getattr(node.func, "attr", getattr(node.func, "id", ""))
                in ("translate", "QT_TRANSLATE_NOOP")
                and isinstance(node.args[0], ast.Constant)
            ):
                names.add(node.args[0].value)
            elif (
                isinstance(node, ast.Assign)
                and isinstance(node.value, ast.Call)
                and getattr(node.value.func, "id", "") == "Context"
            ):
                target = node.targets[0]
                arg = node.value.args[0]
                assert isinstance(target, ast.Name) and isinstance(arg, ast.Constant)
                assert target.id == arg.value, (
                    f"{path.name}: {target.id} = Context({arg.value!r}): lupdate reads the "
                    "variable's name as the context, so both must be the same"
                )
                names.add(target.id)
    return names


def test_every_text_has_a_context_that_finds_it_at_run_time(extracted):
    # a bare tr("...") is extracted with no context, and x.tr("...") with the context "x":
    # neither is what the translation is looked up with when the app runs
    known = context_names()
    strays = sorted((ctx, src) for ctx, src in extracted if ctx not in known)
    assert not strays, (
        "texts extracted under a context the code does not translate with "
        "(use self.tr, SomeContext.tr or QCoreApplication.translate): "
        f"{strays[:10]}"
    )


def test_no_f_string_is_handed_to_a_translation_function_nor_is_one_renamed():
    bad = []
    for path in [*ROOT.glob("gui/**/*.py"), ROOT / "main.py"]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            # t = Belote.tr; t("Pass") runs, but lupdate never sees the text (a function
            # still called translate, with its context first, is fine)
            if (
                isinstance(node, ast.Assign)
                and getattr(node.value, "attr", "") in ("tr", "translate")
                and [getattr(t, "id", "") for t in node.targets] != ["translate"]
            ):
                bad.append(f"{path.relative_to(ROOT)}:{node.lineno} renames a translation function")
            if isinstance(node, ast.Call):
                name = getattr(node.func, "attr", getattr(node.func, "id", ""))
                if name in ("tr", "translate", "QT_TRANSLATE_NOOP") and any(
                    isinstance(a, ast.JoinedStr) for a in node.args
                ):
                    bad.append(f"{path.relative_to(ROOT)}:{node.lineno} has an f-string in tr()")
    assert not bad, f"texts lupdate cannot extract: {bad}"


def test_engine_words_cover_every_game_option_and_choice():
    from engine.registry import list_games
    from gui import text
    from gui.games import plugin_for

    for game in list_games():
        plugin = plugin_for(game.id)
        assert plugin.name == game.name, game.id
        assert plugin.description == game.description, (
            f"{game.id}: the description changed in the engine; update its plugin"
        )
        for f in fields(game.options_type):
            assert f.name in text.OPTION_LABELS, f"{game.id}: no label for {f.name}"
            for choice in f.metadata.get("choices", ()):
                if isinstance(choice, str):
                    assert choice in text.CHOICE_WORDS, f"{game.id}: no words for {choice}"


@pytest.fixture
def french(qapp):
    translator = QTranslator()
    assert translator.load(str(update.ts_path("fr").with_suffix(".qm")))
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


def test_the_french_qm_translates_the_window_and_the_engine_codes(french, make_window):
    from gui.games.belote.adapter import call_words
    from gui.text import game_name, option_value, reason_text

    w = make_window()
    assert w.new_button.text() == "&Nouvelle partie"
    assert [a.text() for a in w.menuBar().actions()][:1] == ["&Partie"]
    assert reason_text("not_your_turn") == "Ce n'est pas à vous de jouer."
    assert reason_text("amount_too_low", {"minimum": 5}) == (
        "Ce montant est inférieur au minimum de 5."
    )
    assert call_words("surcoinche") == "Surcoinche !"
    # a pass on a seat's plate is the call as said ("Passe"), not the button ("Passer")
    assert call_words("pass") == "Passe"
    assert option_value("no_trump") == "Sans atout"
    assert game_name("belote") == "Belote"


def test_choosing_a_language_in_the_settings_rebuilds_the_window_in_it(
    qtbot, tmp_path, monkeypatch
):
    from gui import app
    from gui.dialogs.settings import SettingsDialog
    from gui.main_window import MainWindow
    from gui.services import storage

    config = tmp_path / "config" / "settings.json"
    old = MainWindow(
        storage.AppSettings(animation_speed="instant"),
        save_path=tmp_path / "saves" / "current.json",
        config_path=config,
    )
    old.show()
    windows = []
    old.language_changed.connect(lambda: windows.append(app.switch_language(old)))
    try:
        assert old.new_button.text() == "&New game"
        old.start_game("declare", {"players": 3}, ["easy", "easy"], seed=7)
        qtbot.waitUntil(lambda: old.controller.state.current_player == 0)
        before = old.controller.state.snapshot()

        def choose_german(dialog):
            assert dialog.language.currentData() == ""  # the system's, by default
            dialog.language.setCurrentIndex(dialog.language.findData("de"))
            return 1

        monkeypatch.setattr(SettingsDialog, "exec", choose_german)
        old.open_settings()
        assert len(windows) == 1
        new = windows[0]
        qtbot.addWidget(new)
        assert new is not old and new.isVisible() and not old.isVisible()
        assert new.new_button.text() == "&Neues Spiel"
        assert [a.text() for a in new.menuBar().actions()][0] == "&Spiel"
        assert storage.load_settings(config).settings.language == "de"
        # the game on the table goes on, in German
        assert new.stack.currentWidget() is new.table_page
        assert new.controller.state.snapshot() == before
        assert new.scene.layout_now.info.startswith("Runde 1/5")
    finally:
        app.remove_translators()
        for w in (old, *windows):
            w.controller.shutdown()


def test_longer_words_keep_every_name_plate_on_the_table(qapp, make_window):
    from gui import app

    app.install_translators("de")
    try:
        w = make_window()
        w.resize(820, 600)
        w.start_game("belote", {}, ["easy"] * 3, seed=5)
        qapp.processEvents()
        table = w.scene.table_rect()
        plates = [plate.rect() for plate, _text in w.scene.seat_plates.values()]
        assert len(plates) == 4
        for r in plates:
            assert table.left() <= r.left() and r.right() <= table.right(), (r, table)
    finally:
        app.remove_translators()


def test_the_tutorial_goes_on_in_the_new_language(qtbot, tmp_path):
    from gui import app
    from gui.main_window import MainWindow
    from gui.services import storage

    old = MainWindow(
        storage.AppSettings(animation_speed="instant"),
        save_path=tmp_path / "saves" / "current.json",
        config_path=tmp_path / "settings.json",
    )
    old.show()
    new = None
    try:
        old.start_tutorial("declare")
        qtbot.waitUntil(lambda: old.hint_label.text().startswith("You are the dealer"))
        old.settings.language = "fr"
        new = app.switch_language(old)
        qtbot.addWidget(new)
        assert new.guide is not None and new.guide.active
        qtbot.waitUntil(lambda: new.hint_label.text().startswith("Vous êtes le donneur"))
        assert new.controller.state.game.id == "declare"
    finally:
        app.remove_translators()
        for w in (old, new):
            if w is not None:
                w.controller.shutdown()


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_text_names_a_card_by_the_letter_on_its_face(lang):
    """A French-deck card written with its suit symbol (``R♥``) takes its court letter from
    the same translation the card art draws (``gui.text.rank_letter``): a French tutorial
    said "jouez le K♥" of a card whose corner reads R."""
    found = {
        (m.findtext("source"), m.findtext("comment")): m.findtext("translation")
        for ctx, m in messages(update.ts_path(lang))
        if ctx == "Text"
    }
    names = {"J": "jack", "Q": "queen", "K": "king"}
    letters = {found[(r, f"the {n}'s letter on a card")] for r, n in names.items()}
    assert len(letters) == 3 and all(len(x) == 1 for x in letters)
    wrong = []
    for _ctx, m in messages(update.ts_path(lang)):
        said = m.findtext("translation") or ""
        for rank in re.findall(r"(?<!\w)([A-Z])(?=[\u2660\u2665\u2666\u2663])", said):
            if rank not in letters | {"A"}:
                wrong.append(f"{rank}: {said[:70]}")
    assert not wrong, wrong


def test_a_language_chosen_over_a_rounds_box_opens_the_box_again_in_it(
    qtbot, tmp_path, monkeypatch
):
    """The round's box no longer blocks the menus, so Settings can be opened over it: the
    rebuilt window shows the same round's box, in the new language, and Next goes on."""
    from gui import app
    from gui.dialogs.settings import SettingsDialog
    from gui.main_window import MainWindow
    from gui.services import storage
    from tests.gui.test_flow import to_round_summary

    old = MainWindow(
        storage.AppSettings(animation_speed="instant"),
        save_path=tmp_path / "saves" / "current.json",
        config_path=tmp_path / "config" / "settings.json",
    )
    old.show()
    windows = []
    old.language_changed.connect(lambda: windows.append(app.switch_language(old)))
    try:
        old.start_game("declare", {"players": 4}, ["easy"] * 3, seed=3)
        to_round_summary(old, qtbot)
        round_no = old.controller.observation.round_no

        def choose_french(dialog):
            dialog.language.setCurrentIndex(dialog.language.findData("fr"))
            return 1

        monkeypatch.setattr(SettingsDialog, "exec", choose_french)
        old.open_settings()
        new = windows[0]
        qtbot.addWidget(new)
        qtbot.waitUntil(lambda: new.pending_dialog is not None and new.pending_dialog.isVisible())
        assert new.pending_dialog.next_button.text() == "Manche suivante"
        new.pending_dialog.next_button.click()
        c = new.controller
        qtbot.waitUntil(lambda: c.observation.round_no == round_no + 1, timeout=5000)
    finally:
        app.remove_translators()
        for w in windows:  # (the old window shut its controller down as it closed)
            w.controller.shutdown()
