import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RoomServiceClient } from 'livekit-server-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaServer } from '../media/media-server.ts';
import { metricValue, nodeConfig, NODE_CONFIG, startLiveKitCluster, type LiveKitCluster } from './livekit-cluster.ts';

const clusters: LiveKitCluster[] = [];
afterEach(async () => {
  await Promise.all(clusters.splice(0).map((cluster) => cluster.stop()));
});

describe('a LiveKit cluster on deploy/livekit.yaml', { timeout: 60_000 }, () => {
  it('is the deployment file with only the addresses changed', () => {
    const template = readFileSync(NODE_CONFIG, 'utf8');
    const config = nodeConfig(template, { port: 1, udpPort: 2, prometheusPort: 3, redis: '127.0.0.1:4' });
    const changed = config.split('\n').filter((line, index) => line !== template.split('\n')[index]);
    expect(changed).toEqual([
      'port: 1',
      '  udp_port: 2',
      '  tcp_port: 0',
      '      - 127.0.0.1/32',
      '  address: 127.0.0.1:4',
      '  port: 3',
    ]);
    expect(() => nodeConfig('port: 7880\n', { port: 1, udpPort: 2, prometheusPort: 3, redis: 'r' })).toThrow(
      /has no rtc.udp_port, rtc.tcp_port, redis.address, prometheus.port, rtc.ips.includes/,
    );
  });

  it('sums a Prometheus metric over the samples with the given labels', () => {
    const text = [
      '# TYPE livekit_participant_join_total counter',
      'livekit_participant_join_total{node_id="a",state="signal_connected"} 2',
      'livekit_participant_join_total{node_id="a",state="rtc_connected"} 5',
      'livekit_room_total{node_id="a"} 1',
    ].join('\n');
    expect(metricValue(text, 'livekit_participant_join_total', { state: 'signal_connected' })).toBe(2);
    expect(metricValue(text, 'livekit_participant_join_total')).toBe(7);
    expect(metricValue(text, 'livekit_room_total')).toBe(1);
    expect(metricValue(text, 'livekit_missing')).toBe(0);
  });

  it.runIf(MediaServer.available())(
    'routes a room through Redis: made on one node, any node answers for it, exactly one hosts it',
    async () => {
      const keys = { apiKey: 'APItest', apiSecret: 'a-test-secret-of-at-least-thirty-two-characters' };
      const cluster = await startLiveKitCluster({
        count: 2,
        keys,
        workDir: mkdtempSync(join(tmpdir(), 'parley-livekit-cluster-')),
      });
      clusters.push(cluster);
      const [first, second] = cluster.nodes.map(
        (node) => new RoomServiceClient(`http://127.0.0.1:${node.port}`, keys.apiKey, keys.apiSecret),
      );
      await first!.createRoom({ name: 'routed' });
      expect((await second!.listRooms(['routed'])).map((room) => room.name)).toEqual(['routed']);
      const hosted = await Promise.all(
        cluster.nodes.map(async (node) => metricValue(await node.metrics(), 'livekit_room_total')),
      );
      expect(hosted.sort()).toEqual([0, 1]);
      // Keys are shared: a client with other keys is refused by every node.
      const stranger = new RoomServiceClient(
        `http://127.0.0.1:${cluster.nodes[1]!.port}`,
        'APIstranger',
        'another-secret-of-at-least-thirty-two-chars',
      );
      await expect(stranger.listRooms()).rejects.toThrow();
    },
  );
});
