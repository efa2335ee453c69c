import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import { SteadyStack } from '../lib/steady-stack.js';

const app = new App();

// Environment-agnostic: the account and region come from the deploying credentials.
const domainName = app.node.tryGetContext('steady:domainName') as string | undefined;
const certificateArn = app.node.tryGetContext('steady:certificateArn') as string | undefined;
new SteadyStack(app, 'Steady', { domainName, certificateArn });

Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
Aspects.of(app).add(new HIPAASecurityChecks({ verbose: true }));

app.synth();
