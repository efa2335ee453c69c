import { ManagedPolicy, Role, type AddToPrincipalPolicyResult, type PolicyStatement, type RoleProps } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/**
 * An IAM role whose grants land in one customer-managed policy attached to it, instead of the inline
 * `DefaultPolicy` CDK normally creates (HIPAA.Security-IAMNoInlinePolicy). Every `grant*()` and
 * `addToPrincipalPolicy()` goes through here, so the usual CDK grant methods keep working.
 */
export class ManagedPolicyRole extends Role {
  private managedPolicy?: ManagedPolicy;

  constructor(scope: Construct, id: string, props: RoleProps) {
    super(scope, id, props);
  }

  /** The customer-managed policy holding this role's permissions (created on the first grant). */
  get permissions(): ManagedPolicy {
    this.managedPolicy ??= new ManagedPolicy(this, 'Permissions', {
      description: `Permissions of ${this.node.path}`,
      roles: [this],
    });
    return this.managedPolicy;
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.permissions.addStatements(statement);
    return { statementAdded: true, policyDependable: this.permissions };
  }
}
