import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CREDENTIALS, type Config } from '../../config.js';
import { conflict } from '../../errors.js';
import { PHONE_TAKEN, type Identity } from '../../ports.js';

/** The Identity port on Cognito (production) or cognito-local (same SDK client, another endpoint). */
export class CognitoIdentity implements Identity {
  static fromConfig(config: Pick<Config, 'region' | 'cognitoEndpoint' | 'userPoolId'>): CognitoIdentity {
    const client = new CognitoIdentityProviderClient({
      region: config.region,
      ...(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint, credentials: LOCAL_CREDENTIALS } : {}),
    });
    return new CognitoIdentity(client, config.userPoolId, { globalSignOut: !config.cognitoEndpoint });
  }

  constructor(
    private readonly client: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
    /**
     * cognito-local has no AdminUserGlobalSignOut; there a user's refresh tokens are stored on the user,
     * so deleting the user (which erasure does next) is what signs them out everywhere.
     */
    private readonly options: { globalSignOut: boolean } = { globalSignOut: true },
  ) {}

  async createUser(input: { phoneNumber: string; password: string; name: string }): Promise<{ userId: string }> {
    let created;
    try {
      created = await this.client.send(
        new AdminCreateUserCommand({
          UserPoolId: this.userPoolId,
          Username: input.phoneNumber,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'phone_number', Value: input.phoneNumber },
            { Name: 'phone_number_verified', Value: 'true' },
            { Name: 'name', Value: input.name },
          ],
        }),
      );
    } catch (err) {
      if (err instanceof UsernameExistsException || (err as Error).name === 'UsernameExistsException') throw conflict(PHONE_TAKEN);
      throw err;
    }
    const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error('Cognito did not return a sub');
    try {
      await this.client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: this.userPoolId,
          Username: input.phoneNumber,
          Password: input.password,
          Permanent: true,
        }),
      );
    } catch (err) {
      await this.deleteUser(input.phoneNumber).catch(() => undefined);
      throw err;
    }
    return { userId: sub };
  }

  async signOutEverywhere(phoneNumber: string): Promise<void> {
    if (!this.options.globalSignOut) return;
    try {
      await this.client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: this.userPoolId, Username: phoneNumber }));
    } catch (err) {
      if ((err as Error).name !== 'UserNotFoundException') throw err;
    }
  }

  async disableUser(phoneNumber: string): Promise<void> {
    await this.client.send(new AdminDisableUserCommand({ UserPoolId: this.userPoolId, Username: phoneNumber }));
  }

  async enableUser(phoneNumber: string): Promise<void> {
    await this.client.send(new AdminEnableUserCommand({ UserPoolId: this.userPoolId, Username: phoneNumber }));
  }

  async deleteUser(phoneNumber: string): Promise<void> {
    await this.client.send(new AdminDeleteUserCommand({ UserPoolId: this.userPoolId, Username: phoneNumber }));
  }
}
