import { ApiGatewayManagementApiClient, DeleteConnectionCommand, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { LOCAL_CREDENTIALS, type Config } from '../../config.js';
import type { LivePush } from '../../ports.js';

const isGone = (err: unknown) => (err as Error).name === 'GoneException';

/**
 * Pushes to open WebSockets through API Gateway's management API (WS_ENDPOINT); locally the gateway
 * answers the same `@connections` calls. Without an endpoint nothing is open, so nothing is sent.
 */
export class ApiGatewayLivePush implements LivePush {
  #client?: { endpoint: string; client: ApiGatewayManagementApiClient };

  /** The config is read when a message is sent: the local stack learns its endpoint once the gateway listens. */
  constructor(private readonly config: Pick<Config, 'region' | 'wsEndpoint' | 'mode'>) {}

  get enabled(): boolean {
    return Boolean(this.config.wsEndpoint);
  }

  private get client(): ApiGatewayManagementApiClient | null {
    const endpoint = this.config.wsEndpoint;
    if (!endpoint) return null;
    if (this.#client?.endpoint !== endpoint) {
      const client = new ApiGatewayManagementApiClient({
        region: this.config.region,
        endpoint,
        ...(this.config.mode === 'local' ? { credentials: LOCAL_CREDENTIALS } : {}),
      });
      this.#client = { endpoint, client };
    }
    return this.#client.client;
  }

  async post(connectionId: string, data: string): Promise<'sent' | 'gone'> {
    const client = this.client;
    if (!client) return 'gone';
    try {
      await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
      return 'sent';
    } catch (err) {
      if (isGone(err)) return 'gone';
      throw err;
    }
  }

  async close(connectionId: string): Promise<void> {
    const client = this.client;
    if (!client) return;
    await client.send(new DeleteConnectionCommand({ ConnectionId: connectionId })).catch((err: unknown) => {
      if (!isGone(err)) throw err;
    });
  }
}
