"""Writing a report to a file: the formats, which one a file gets, and the same
refusal to overwrite anything that is not an earlier report as every export."""

from __future__ import annotations

from pathlib import Path

from ..club.reports.model import Report
from .formats import ExportFormatError

REPORT_FORMATS = {"text": ".txt", "csv": ".csv", "pdf": ".pdf", "png": ".png"}
_KINDS = {"text": "report-text", "csv": "report-csv", "pdf": "pdf", "png": "png"}


def report_format(path: Path | None, requested: str | None) -> str:
    """The format for ``path``: ``requested``, or the one its suffix names, or text."""
    if requested is not None and requested not in REPORT_FORMATS:
        raise ExportFormatError(f"there is no report format {requested!r} "
                                f"(the formats are: {', '.join(REPORT_FORMATS)})")
    suffix = path.suffix.lower() if path is not None else ""
    named = next((k for k, s in REPORT_FORMATS.items() if s == suffix), None)
    if suffix and named is None and requested is None:
        raise ExportFormatError(f"{path}: cannot tell the format from {suffix}; name it "
                                ".txt, .csv, .pdf or .png, or give --format")
    if named is not None and requested is not None and named != requested:
        raise ExportFormatError(f"{path}: the name says {named} but {requested} was asked "
                                f"for; name it {REPORT_FORMATS[requested]}")
    return requested or named or "text"


def report_as_text(report: Report, fmt: str) -> str:
    from .report_text import report_csv, report_text

    return report_csv(report) if fmt == "csv" else report_text(report)


def write_report(report: Report, fmt: str, path: Path, *, force: bool = False,
                 confirmed: Path | None = None) -> list[Path]:
    """Write ``report`` as ``fmt`` to ``path`` (a long PNG also to ``NAME-2.png`` …);
    the files written. An existing file that is not a report (or export) of that
    format is refused (:class:`~.existing.ExistingFileError`) unless ``force``;
    OSError when a file cannot be written."""
    from .existing import check_replaceable

    def check(paths: list[Path]) -> None:
        check_replaceable(paths, _KINDS[fmt], force=force, confirmed=confirmed)

    if fmt in ("text", "csv"):
        check([path])
        path.write_text(report_as_text(report, fmt), encoding="utf-8")
        return [path]
    if fmt == "pdf":
        from .report_painter import write_report_pdf

        check([path])
        with open(path, "ab"):  # the folder's or file's own refusal, with its reason
            pass
        write_report_pdf(report, path)
        return [path]
    from .report_painter import write_report_png

    return write_report_png(report, path, check)
