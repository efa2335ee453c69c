/**
 * cognito-local, started in-process with its data under the local data folder and on a free port.
 * Mirrors cognito-local's own createDefaultServer, which hard-codes ./.cognito as its folder.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import pino from 'pino';
import { resignJwt, type SigningKey } from './signing-key.js';

const require = createRequire(import.meta.url);

/* eslint-disable @typescript-eslint/no-explicit-any */
const services: any = require('cognito-local/lib/services');
const { CognitoServiceFactoryImpl }: any = require('cognito-local/lib/services/cognitoService');
const { CryptoService }: any = require('cognito-local/lib/services/crypto');
const { StormDBDataStoreFactory }: any = require('cognito-local/lib/services/dataStore/stormDb');
const { ConsoleMessageSender }: any = require('cognito-local/lib/services/messageDelivery/consoleMessageSender');
const { MessageDeliveryService }: any = require('cognito-local/lib/services/messageDelivery/messageDelivery');
const { otp }: any = require('cognito-local/lib/services/otp');
const { JwtTokenGenerator }: any = require('cognito-local/lib/services/tokenGenerator');
const { UserPoolServiceFactoryImpl }: any = require('cognito-local/lib/services/userPoolService');
const { DefaultConfig }: any = require('cognito-local/lib/server/config');
const { Router }: any = require('cognito-local/lib/server/Router');
const { createServer }: any = require('cognito-local/lib/server/server');
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface CognitoLocal {
  url: string;
  close(): Promise<void>;
}

/**
 * cognito-local signs with the key in its npm package; every token it hands out is re-signed here with
 * the installation's own key (infra/local/signing-key.ts), so a token made with the bundled key is
 * refused. The refresh token is re-signed before cognito-local stores it, so refreshing still works.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function ownKeyTokens(generator: any, key: SigningKey) {
  const generate = generator.generate.bind(generator);
  generator.generate = async (...args: unknown[]) => {
    const tokens = (await generate(...args)) as Record<'AccessToken' | 'IdToken' | 'RefreshToken', string>;
    return {
      AccessToken: resignJwt(tokens.AccessToken, key),
      IdToken: resignJwt(tokens.IdToken, key),
      RefreshToken: resignJwt(tokens.RefreshToken, key),
    };
  };
  return generator;
}

export async function startCognitoLocal(dataDir: string, key: SigningKey): Promise<CognitoLocal> {
  const logger = pino({ level: process.env.COGNITO_LOCAL_DEBUG ? 'debug' : 'silent' });
  const ctx = { logger };
  const config = structuredClone(DefaultConfig);
  config.UserPoolDefaults = { UsernameAttributes: ['phone_number'] };
  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDir);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(dataDir, dataStoreFactory, new UserPoolServiceFactoryImpl(clock, dataStoreFactory));
  const cognitoClient = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  const noLambda = { enabled: () => false, invoke: async () => ({}) };
  const triggers = new services.TriggersService(clock, cognitoClient, noLambda, new CryptoService(config.KMSConfig));
  const all = {
    clock,
    cognito: cognitoClient,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(new ConsoleMessageSender())),
    otp,
    tokenGenerator: ownKeyTokens(new JwtTokenGenerator(clock, triggers, config.TokenConfig), key),
    triggers,
  };
  const { application } = createServer(Router(all), logger, { ...config.ServerConfig, development: false }, all);
  const server = http.createServer(application);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Tokens name this server as their issuer; the token generator reads the shared config object.
  config.TokenConfig.IssuerDomain = url;
  return {
    url,
    close: () => {
      // Connections still open (the gateway's keep-alive ones) would hold close() until they end.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
