"""A real browser for the live page's tests and screenshots: Debian's chromium, driven by
chromedriver over plain W3C WebDriver (JSON over HTTP, standard library only)."""

from __future__ import annotations

import base64
import contextlib
import json
import os
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.request
from typing import Any

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome")
DRIVER_NAMES = ("chromedriver", "chromium-driver")


def find(names: tuple[str, ...]) -> str | None:
    for name in names:
        found = shutil.which(name) or (f"/usr/lib/chromium/{name}"
                                       if os.path.exists(f"/usr/lib/chromium/{name}") else None)
        if found:
            return found
    return None


def missing() -> str | None:
    """Why no browser test can run here, or None when chromium and its driver are present."""
    if find(CHROMIUM_NAMES) is None:
        return "chromium is not installed (sh packaging/install-system-deps.sh installs it)"
    if find(DRIVER_NAMES) is None:
        return "chromedriver is not installed (Debian: chromium-driver)"
    return None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Browser:
    """One headless Chromium window. ``call`` speaks WebDriver; the rest are shorthands."""

    def __init__(self, width: int = 360, height: int = 740, *, scale: float = 1.0,
                 dark: bool = False, mobile: bool = False, language: str = "en-US") -> None:
        """``language``: what the browser asks for (its Accept-Language)."""
        port = _free_port()
        self.base = f"http://127.0.0.1:{port}"
        self.driver = subprocess.Popen([find(DRIVER_NAMES) or "chromedriver", f"--port={port}"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        while True:
            try:
                if self._request("GET", "/status")["value"].get("ready"):
                    break
            except OSError:
                pass
            if time.monotonic() > deadline:
                self.driver.kill()
                raise RuntimeError("chromedriver did not start")
            time.sleep(0.1)
        options = {"binary": find(CHROMIUM_NAMES),
                   "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                            "--disable-dev-shm-usage", "--hide-scrollbars",
                            f"--window-size={width},{height}", f"--lang={language}"],
                   "prefs": {"intl.accept_languages": language}}
        answer = self._request("POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": options}}})
        self.session = answer["value"]["sessionId"]
        self.user_agent = self.cdp("Browser.getVersion")["userAgent"]
        self.configure(width, height, scale=scale, dark=dark, mobile=mobile, language=language)

    def configure(self, width: int, height: int, *, scale: float = 1.0, dark: bool = False,
                  mobile: bool = False, language: str = "en-US") -> None:
        """The page's window as a phone, tablet or TV shows it, in a language: what the
        page can see of its browser (the viewport, the pixel ratio, the colour scheme,
        ``Accept-Language`` and ``navigator.languages``), set anew whatever was set
        before, so one browser stands in for several."""
        self.cdp("Emulation.setDeviceMetricsOverride", width=width, height=height,
                 deviceScaleFactor=scale, mobile=mobile)
        self.cdp("Emulation.setEmulatedMedia", features=[
            {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}])
        self.cdp("Network.setUserAgentOverride", userAgent=self.user_agent,
                 acceptLanguage=language)

    def _request(self, method: str, path: str, body: Any = None) -> dict[str, Any]:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as answer:
                return json.loads(answer.read())
        except urllib.error.HTTPError as error:
            raise RuntimeError(f"WebDriver {method} {path}: {error.read()[:500]!r}") from error

    def call(self, method: str, path: str, body: Any = None) -> Any:
        return self._request(method, f"/session/{self.session}{path}", body)["value"]

    def cdp(self, command: str, **params: Any) -> Any:
        return self.call("POST", "/goog/cdp/execute", {"cmd": command, "params": params})

    def open(self, url: str) -> None:
        self.call("POST", "/url", {"url": url})

    def run(self, script: str, *args: Any) -> Any:
        return self.call("POST", "/execute/sync", {"script": script, "args": list(args)})

    def text(self, selector: str = "body") -> str:
        return self.run("const n = document.querySelector(arguments[0]);"
                        "return n ? n.innerText : null;", selector)

    def wait_for(self, script: str, *args: Any, timeout: float = 10.0) -> Any:
        """Poll ``script`` until it returns something true (a deadline, not a measurement)."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.run(script, *args)
            if value or time.monotonic() > deadline:
                return value
            time.sleep(0.1)

    def screenshot(self, path: str) -> None:
        with open(path, "wb") as out:
            out.write(base64.b64decode(self.call("GET", "/screenshot")))

    def close(self) -> None:
        with contextlib.suppress(OSError, RuntimeError):
            self.call("DELETE", "")
        self.driver.terminate()
        try:
            self.driver.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.driver.kill()


class Browsers:
    """One browser for the tests of a module, started when first asked for and set up
    for each test's window size, colour scheme and language (:meth:`Browser.configure`):
    a Chromium start costs about a second of processor time, and a module asked for up
    to four. The live page keeps nothing in the browser (no cookies, no storage), so a
    test that opens its own server's page meets nothing of the test before. A test asks
    once; asking again sets the same browser up anew."""

    def __init__(self) -> None:
        self.browser: Browser | None = None

    def __call__(self, width: int = 360, height: int = 740, **options: Any) -> Browser:
        if self.browser is None:
            self.browser = Browser(width, height, **options)
        else:
            self.browser.configure(width, height, **options)
        return self.browser

    def close(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None


READY = "return document.body.dataset.ready === 'yes'"


def need_a_browser() -> None:
    """Skip where chromium is missing, except in CI: there its absence is a failure."""
    import pytest

    reason = missing()
    if reason is not None:
        if os.environ.get("CI"):
            pytest.fail(f"{reason}: CI must run the browser tests")
        pytest.skip(reason)
