#!/usr/bin/env bash
# The certificates tests/support/tls-servers.ts serves, for tests of how failed connections are
# told (tests/integration/network-failures.test.ts): a test authority and, for 127.0.0.1 and
# localhost, a self-signed certificate, one the authority signed, and one it signed that expired in
# 2000. Valid for 100 years, the expired one excepted. Regenerate: bash make-certificates.sh (the
# authority's key is not kept; a new one is made each time).
set -euo pipefail
cd "$(dirname "$0")"
days=36500
san="subjectAltName=IP:127.0.0.1,DNS:localhost"
key() { openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$1" 2>/dev/null; }
key authority-key.pem
openssl req -x509 -new -key authority-key.pem -subj "/CN=Agency test authority" -days $days \
  -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign" -out authority.pem
key server-key.pem
openssl req -x509 -new -key server-key.pem -subj "/CN=localhost" -days $days -addext "$san" -out self-signed.pem
openssl req -new -key server-key.pem -subj "/CN=localhost" -out server.csr
printf '%s\n' "$san" >server.ext
openssl x509 -req -in server.csr -CA authority.pem -CAkey authority-key.pem -CAcreateserial -days $days \
  -extfile server.ext -out signed.pem 2>/dev/null
# Expired: `openssl ca` takes explicit dates (x509 -req cannot before OpenSSL 3.4).
workdir=$(mktemp -d)
touch "$workdir/index.txt"
cat >"$workdir/ca.cnf" <<CNF
[ca]
default_ca = test
[test]
database = $workdir/index.txt
new_certs_dir = $workdir
serial = $workdir/serial
default_md = sha256
policy = any
copy_extensions = copy
[any]
commonName = supplied
CNF
echo 01 >"$workdir/serial"
openssl req -new -key server-key.pem -subj "/CN=localhost" -addext "$san" -out "$workdir/expired.csr"
openssl ca -batch -config "$workdir/ca.cnf" -cert authority.pem -keyfile authority-key.pem \
  -startdate 20000101000000Z -enddate 20000102000000Z -in "$workdir/expired.csr" -out expired.pem -notext 2>/dev/null
rm -rf "$workdir" server.csr server.ext authority.srl authority-key.pem
