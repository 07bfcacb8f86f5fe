"""The ``ratekit-cli`` directive: the command-line reference, rendered from the parser that ``ratekit`` itself runs.

It imports :func:`paper_figures.cli.build_parser` and writes one section per command, subcommands nested under
their group (``ratekit bounds show`` under ``ratekit bounds``): the command's help line, its usage as argparse
prints it, and each argument with its help. The reference therefore cannot drift from the parser; a command added
to the parser appears here at the next build (``tests/test_docs.py`` checks that every one does).
"""

from __future__ import annotations

import argparse
import functools
from collections.abc import Iterator
from pathlib import Path

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective
from sphinx.util.nodes import nested_parse_with_titles

#: the width argparse wraps usage lines at, fixed so that the page does not depend on the terminal that builds it
USAGE_WIDTH = 100


def subcommands(parser: argparse.ArgumentParser) -> Iterator[tuple[str, str, argparse.ArgumentParser]]:
    """Each subcommand of ``parser`` (one level down): its name, its one-line help and its parser."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {choice.dest: choice.help or "" for choice in action._choices_actions}
            for name, sub in action.choices.items():
                yield name, helps.get(name, ""), sub


def _plain(text: str) -> str:
    """Help text as a reader anywhere should see it: the builder's home folder written as ``~``."""
    return text.replace(str(Path.home()), "~")


def _arguments(parser: argparse.ArgumentParser) -> nodes.definition_list:
    """Every argument of ``parser`` but the subcommand choice and ``--help``: its invocation and its help."""
    formatter = parser._get_formatter()
    listing = nodes.definition_list()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction | argparse._HelpAction) or action.help == argparse.SUPPRESS:
            continue
        term = nodes.term()
        term += nodes.literal(text=_plain(formatter._format_action_invocation(action)))
        definition = nodes.definition()
        definition += nodes.paragraph(text=_plain(formatter._expand_help(action)) if action.help else "")
        listing += nodes.definition_list_item("", term, definition)
    return listing


class RatekitCli(SphinxDirective):
    """``.. ratekit-cli::`` (no arguments): the whole command tree of ``ratekit``."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        from paper_figures.cli import build_parser

        parser = build_parser()
        intro = nodes.container()
        if parser.description:  # the CLI module's docstring, written in reStructuredText
            nested_parse_with_titles(self.state, StringList(parser.description.splitlines()), intro)
        return [*intro.children, *self._section(parser, "")]

    def _section(self, parser: argparse.ArgumentParser, help_line: str) -> list[nodes.Node]:
        """``parser``'s usage and arguments, then a section for each of its subcommands."""
        parser.formatter_class = functools.partial(argparse.HelpFormatter, width=USAGE_WIDTH)
        body: list[nodes.Node] = []
        if help_line:
            body.append(nodes.paragraph(text=_plain(help_line[:1].upper() + help_line[1:]) + "."))
        body.append(nodes.literal_block(text=_plain(parser.format_usage().strip()), language="text"))
        arguments = _arguments(parser)
        if arguments.children:
            body.append(arguments)
        for name, sub_help, sub in subcommands(parser):
            title = f"{parser.prog} {name}"
            section = nodes.section(ids=[nodes.make_id(title)], names=[nodes.fully_normalize_name(title)])
            section += nodes.title(text=title)
            section.extend(self._section(sub, sub_help))
            self.state.document.note_implicit_target(section, section)
            body.append(section)
        return body


def setup(app: Sphinx) -> dict[str, object]:
    app.add_directive("ratekit-cli", RatekitCli)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
