# Source this file (". scripts/use-node24.sh") to run the project with Node.js 24 LTS.
# When the machine's node is older than 22, Node 24 is installed from the npm registry into
# ~/.local/node24 (once, about 7 seconds) and put first on PATH for this shell.
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 22 ]; then
  if [ ! -x "$HOME/.local/node24/bin/node" ]; then
    npm install -g --prefix "$HOME/.local/node24" node@24 --no-audit --no-fund >/dev/null
  fi
  export PATH="$HOME/.local/node24/bin:$PATH"
fi
echo "Using node $(node --version)"
