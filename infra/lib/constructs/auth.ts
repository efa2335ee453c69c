import { PASSWORD_MIN_LENGTH } from '@steady/shared/constants';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
} from 'aws-cdk-lib/aws-cognito';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

/**
 * Identity (docs/architecture.md, "Identity and authorization"): the phone number (E.164) is the username, there is no self sign-up
 * (POST /api/register creates users with AdminCreateUser), and the SPA signs in with USER_PASSWORD_AUTH.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { phone: true, email: false, username: false },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      // No SMS is sent: users are created with a permanent password, and recovery is by the care team.
      autoVerify: { phone: false, email: false },
      enableSmsRole: false,
      accountRecovery: AccountRecovery.NONE,
      mfa: Mfa.OFF,
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireDigits: true,
        requireLowercase: false,
        requireUppercase: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(1),
      },
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.client = this.userPool.addClient('WebClient', {
      authFlows: { userPassword: true },
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
    });

    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason:
          "The password rule is the product's (spec: at least PASSWORD_MIN_LENGTH characters with a digit, shared/src/contracts/users.ts); Cognito enforces the same rule so the API and the pool never disagree. Threat protection (PLUS, enforced) blocks credential stuffing.",
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'The product signs patients in with phone number and password only (spec section "Login"); MFA by SMS would need an SNS origination identity and is a product decision still to be made. Threat protection is enforced meanwhile.',
      },
    ]);
  }

  /** AdminCreateUser, AdminSetUserPassword and AdminDeleteUser on this pool only (the register flow and its undo). */
  grantUserAdmin(grantee: IGrantable): void {
    this.userPool.grant(grantee, 'cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser');
  }

  /** AdminDisableUser, AdminEnableUser and AdminUserGlobalSignOut on this pool only (an admin deactivates or reactivates an account). */
  grantUserActivation(grantee: IGrantable): void {
    this.userPool.grant(grantee, 'cognito-idp:AdminDisableUser', 'cognito-idp:AdminEnableUser', 'cognito-idp:AdminUserGlobalSignOut');
  }
}
