import crypto from "node:crypto";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/** How one answer departs from an honest authenticator's; each field left out is the honest value. */
export interface CeremonyOptions {
  /** The page's origin the browser writes into clientDataJSON. */
  origin?: string;
  /** The relying party whose SHA-256 opens authenticatorData. */
  rpId?: string;
  /** Whether the holder was verified (PIN, biometric): the UV flag. */
  userVerified?: boolean;
  /** The signature counter sent; by default one more than the last one sent. */
  signCount?: number;
  /** The credential id sent, instead of this authenticator's own. */
  credentialId?: string;
  /** Signs with this key instead of the credential's own. */
  signingKey?: crypto.KeyObject;
}

/** What isoCBOR encodes (its library does not export the type where we can reach it). */
type CBOR = Parameters<typeof isoCBOR.encode>[0];

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Uint8Array | string) => crypto.createHash("sha256").update(data).digest();
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const uint16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};

/**
 * A passkey authenticator in plain Node, for server tests without a browser:
 * one ES256 credential (P-256, "none" attestation) answering WebAuthn
 * ceremonies as a platform authenticator would. Each answer can be bent
 * (origin, relying party, flags, counter, key) to make the one mistake a test
 * wants the server to refuse.
 */
export class SoftwareAuthenticator {
  /** The credential id, base64url (what the server stores as credential_id). */
  readonly credentialId: string;
  /** The counter of the last answer sent. */
  signCount: number;
  /** The user handle the relying party gave at registration, sent back with each assertion. */
  userHandle: string | undefined;
  private readonly rpId: string;
  private readonly origin: string;
  private readonly rawId = crypto.randomBytes(32);
  private readonly keys = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });

  /** A new credential for the relying party `rpId`, used from pages of `origin`; its counter starts at `signCount`. */
  constructor(rpId: string, origin: string, { signCount = 0 }: { signCount?: number } = {}) {
    this.rpId = rpId;
    this.origin = origin;
    this.credentialId = this.rawId.toString("base64url");
    this.signCount = signCount;
  }

  /** The answer to navigator.credentials.create() for these registration options' challenge and user. */
  register(options: { challenge: string; user: { id: string } }, bend: CeremonyOptions = {}): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const signCount = bend.signCount ?? this.signCount;
    this.signCount = signCount;
    const clientDataJSON = this.clientData("webauthn.create", options.challenge, bend);
    const authData = Buffer.concat([
      this.authDataHead(bend, FLAG_ATTESTED_CREDENTIAL, signCount),
      Buffer.alloc(16), // AAGUID: all zeros, as privacy-preserving platforms send under "none" attestation.
      uint16(this.rawId.length),
      this.rawId,
      this.cosePublicKey(),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, CBOR>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    const id = bend.credentialId ?? this.credentialId;
    return {
      id,
      rawId: id,
      type: "public-key",
      response: {
        clientDataJSON: clientDataJSON.toString("base64url"),
        attestationObject: Buffer.from(attestationObject).toString("base64url"),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** The answer to navigator.credentials.get() for this challenge. */
  assert(challenge: string, bend: CeremonyOptions = {}): AuthenticationResponseJSON {
    const signCount = bend.signCount ?? this.signCount + 1;
    this.signCount = signCount;
    const clientDataJSON = this.clientData("webauthn.get", challenge, bend);
    const authenticatorData = this.authDataHead(bend, 0, signCount);
    // ECDSA over authenticatorData ‖ SHA-256(clientDataJSON); Node's default encoding is the DER WebAuthn expects.
    const signature = crypto.sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), bend.signingKey ?? this.keys.privateKey);
    const id = bend.credentialId ?? this.credentialId;
    return {
      id,
      rawId: id,
      type: "public-key",
      response: {
        clientDataJSON: clientDataJSON.toString("base64url"),
        authenticatorData: authenticatorData.toString("base64url"),
        signature: signature.toString("base64url"),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, bend: CeremonyOptions): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: bend.origin ?? this.origin, crossOrigin: false }));
  }

  /** rpIdHash ‖ flags ‖ signCount: the whole authenticatorData of an assertion, the start of a registration's. */
  private authDataHead(bend: CeremonyOptions, extraFlags: number, signCount: number): Buffer {
    const flags = FLAG_USER_PRESENT | (bend.userVerified === false ? 0 : FLAG_USER_VERIFIED) | extraFlags;
    return Buffer.concat([sha256(bend.rpId ?? this.rpId), Buffer.from([flags]), uint32(signCount)]);
  }

  /** The public key as a COSE_Key: EC2 (1: 2), ES256 (3: -7), P-256 (-1: 1), x (-2), y (-3). */
  private cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    return isoCBOR.encode(
      new Map<number, CBOR>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
      ]),
    );
  }
}

/** A key of no registered credential: its signatures must not pass for the credential's. */
export function strangerKey(): crypto.KeyObject {
  return crypto.generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
}
