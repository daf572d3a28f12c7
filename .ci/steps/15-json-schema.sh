#!/usr/bin/env bash
# The JSON contract: install a JSON Schema 2020-12 validator from PyPI (jsonschema), then run the
# test that validates every fixture's --json output against docs/scene-inspect.schema.json. Without
# the validator the test skips; here it must run, and pass.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

if ! python3 -c 'import jsonschema' 2>/dev/null; then
    if ! command -v pip3 >/dev/null && ! python3 -m pip --version >/dev/null 2>&1; then
        apt-get update
        apt-get install -y python3-pip
    fi
    python3 -m pip install --quiet jsonschema 2>/dev/null || python3 -m pip install --quiet --break-system-packages jsonschema
fi
python3 -c 'import jsonschema'

swift test --filter JSONSchemaTests 2>&1 | tee /tmp/sceneloader-json-schema.log
if grep -q 'skipped' /tmp/sceneloader-json-schema.log; then
    echo "JSONSchemaTests skipped although jsonschema is installed"
    exit 1
fi
grep -Eq 'Test run with [0-9]+ tests? .* passed' /tmp/sceneloader-json-schema.log
