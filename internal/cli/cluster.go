package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/kingme/kingme/bus/nats"
	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store"
)

// clusterHelp is the help of serve's --nats.
const clusterHelp = "serve the same games as other servers: the NATS server(s) they talk through (nats://HOST:PORT, comma-separated for several); needs --store postgres://…"

// openBus connects serve to the NATS bus at url for the store st, or
// returns nil for a server alone (url empty). It refuses a store that
// several servers cannot share.
func openBus(url, serverID string, st store.Store) (server.Bus, io.Closer, error) {
	if url == "" {
		if serverID != "" {
			return nil, nil, badInputf("--server-id names a server among several: it goes with --nats")
		}
		return nil, nil, nil
	}
	if !strings.HasPrefix(url, "nats://") && !strings.HasPrefix(url, "tls://") {
		return nil, nil, badInputf("--nats %q: want nats://HOST:PORT (or tls://HOST:PORT), comma-separated for several", url)
	}
	if _, ok := st.(store.Leases); !ok {
		return nil, nil, badInputf("--nats needs a store several servers share (--store postgres://…): each server's own SQLite file holds games the others cannot see")
	}
	name := "kingme serve"
	if serverID != "" {
		name += " " + serverID
	}
	bus, err := natsbus.Open(url, name)
	if err != nil {
		return nil, nil, fmt.Errorf("connecting to NATS at %s: %w", url, err)
	}
	return bus, bus, nil
}
