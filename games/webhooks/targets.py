"""Where a webhook may be sent: public addresses only, unless the operator allows a host.

A webhook URL is the app owner's to choose, and the request leaves from inside the
deployment: pointed at 127.0.0.1, a private network or the cloud metadata address
(169.254.169.254, fd00:ec2::254) it would reach services that trust the server. So a URL is
checked when it is saved (the model's validator: the admin form, ``app_create``) and again when
it is sent (DNS may answer differently by then): the name is resolved, every address it
resolves to must be public, and the connection is made to an address that was checked, never
resolved a second time. ``WEBHOOK_ALLOWED_HOSTS`` names hosts (names or literal addresses) that
skip the address check, e.g. a receiver on the operator's own network.
"""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass
from urllib.parse import urlsplit

from django.conf import settings
from django.core.exceptions import ValidationError

Address = ipaddress.IPv4Address | ipaddress.IPv6Address
# Named for the error message and the log; the address checks below refuse them anyway.
METADATA_ADDRESSES = frozenset(
    {ipaddress.ip_address("169.254.169.254"), ipaddress.ip_address("fd00:ec2::254")}
)

# Checked in this order (the first that applies names the refusal): 169.254/16 is private to
# Python too, but "link-local" says more.
REFUSED_KINDS = (
    ("loopback", "a loopback address"),
    ("link_local", "a link-local address"),
    ("multicast", "a multicast address"),
    ("unspecified", "the unspecified address"),
    ("reserved", "a reserved address"),
    ("private", "a private address"),
)


class TargetRefused(Exception):
    """The webhook's host is, or resolves to, an address the server will not send to."""


class TargetUnresolved(TargetRefused):
    """The webhook's host name does not resolve (now)."""


@dataclass(frozen=True)
class Target:
    """A checked destination: the URL's host name (for the Host header and TLS) and the
    socket addresses to connect to, in the resolver's order."""

    host: str
    port: int
    addresses: tuple[tuple[int, tuple], ...]


# NAT64 (RFC 6052): the well-known prefix carries an IPv4 address in its last 32 bits; the
# local-use prefix (RFC 8215) is a network's own translator, never a public destination.
NAT64_WELL_KNOWN = ipaddress.ip_network("64:ff9b::/96")
NAT64_LOCAL_USE = ipaddress.ip_network("64:ff9b:1::/48")
WEBHOOK_SCHEMES = ("http", "https")


def embedded_ipv4(address: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 address reaches through a mapping, a translator or a tunnel
    (IPv4-mapped or -compatible, NAT64, 6to4, Teredo), or None: 2002:7f00:1:: is a way to
    127.0.0.1."""
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address in NAT64_WELL_KNOWN:
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    if address.sixtofour is not None:
        return address.sixtofour
    if address.teredo is not None:
        return address.teredo[1]  # the client's address, behind the Teredo server
    if 1 < int(address) <= 0xFFFFFFFF:
        return ipaddress.IPv4Address(int(address))  # IPv4-compatible (deprecated): ::127.0.0.1
    return None


def address_refusal(address: Address) -> str | None:
    """Why ``address`` may not receive webhooks, or None for a public unicast address."""
    if isinstance(address, ipaddress.IPv6Address):
        if address in NAT64_LOCAL_USE:
            return "a NAT64 local-use address"
        embedded = embedded_ipv4(address)
        if embedded is not None:
            reason = address_refusal(embedded)
            if reason is not None:
                return f"{reason} ({embedded}, carried inside {address})"
            if address.ipv4_mapped is not None:
                return None  # ::ffff:8.8.8.8 is 8.8.8.8
    if address in METADATA_ADDRESSES:
        return "the cloud metadata address"
    for kind, phrase in REFUSED_KINDS:
        if getattr(address, f"is_{kind}"):
            return phrase
    if not address.is_global:  # shared (100.64/10), documentation, benchmarking ranges
        return "not a public address"
    return None


def host_allowed(host: str) -> bool:
    """The operator lists ``host`` in ``WEBHOOK_ALLOWED_HOSTS``: no address check for it."""
    allowed = {h.strip().lower().strip("[]") for h in settings.WEBHOOK_ALLOWED_HOSTS}
    return host.lower().strip("[]") in allowed


def _literal(host: str) -> Address | None:
    try:
        return ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return None


def target_resolve(url: str) -> Target:
    """Resolve ``url``'s host and check every address; TargetRefused names the first
    refused one (or a name that does not resolve)."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.scheme not in WEBHOOK_SCHEMES or not host:
        raise TargetRefused(f"not an http(s) URL: {url!r}")
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as exc:
        raise TargetUnresolved(f"{host} does not resolve: {exc}") from exc
    addresses = tuple((family, sockaddr) for family, _, _, _, sockaddr in found)
    if not host_allowed(host):
        for _, sockaddr in addresses:
            reason = address_refusal(ipaddress.ip_address(str(sockaddr[0]).split("%")[0]))
            if reason is not None:
                raise TargetRefused(f"{host} resolves to {sockaddr[0]}, {reason}")
    return Target(host=host, port=port, addresses=addresses)


def connect_checked(target: Target, timeout: float) -> socket.socket:
    """A TCP connection to the first of ``target``'s checked addresses that answers."""
    error: OSError | None = None
    for family, sockaddr in target.addresses:
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.settimeout(timeout)
        try:
            sock.connect(sockaddr)
            return sock
        except OSError as exc:
            sock.close()
            error = exc
    raise error or OSError(f"no address for {target.host}")


def webhook_url_validate(url: str) -> None:
    """The model's validator: refuse a URL whose host is, or now resolves to, an address
    webhooks may not reach. A name that does not resolve yet is accepted: the check at send
    time refuses it then if it resolves badly."""
    if not url:
        return
    parts = urlsplit(url)
    if parts.scheme.lower() not in WEBHOOK_SCHEMES:
        raise ValidationError(
            "Webhooks are sent over http or https only, not %(scheme)s.",
            code="webhook_scheme_refused",
            params={"scheme": parts.scheme or "(none)"},
        )
    host = parts.hostname or ""
    if not host or host_allowed(host):
        return
    literal = _literal(host)
    if literal is not None:
        reason = address_refusal(literal)
        if reason is not None:
            raise ValidationError(
                "Webhooks may not be sent to %(host)s, %(reason)s.",
                code="webhook_address_refused",
                params={"host": host, "reason": reason},
            )
        return
    try:
        target_resolve(url)
    except TargetUnresolved:
        return
    except TargetRefused as exc:
        raise ValidationError(
            "Webhooks may not be sent there: %(reason)s.",
            code="webhook_address_refused",
            params={"reason": str(exc)},
        ) from exc
