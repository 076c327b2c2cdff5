import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Secrets the server must use again later (a calendar's app password, a webhook's signing secret) are
// stored sealed: AES-256-GCM under a key derived from the auth secret, one key per purpose, so a
// database copy alone reveals none of them. Changing AUTH_SECRET makes them unreadable: the owner
// enters them again.

const VERSION = "v1";

export class SealedSecretUnreadable extends Error {
  constructor() {
    super("This stored secret can no longer be read (was AUTH_SECRET changed?): enter it again");
  }
}

export class SecretBox {
  private readonly key: Buffer;

  /** `purpose` names what is sealed ("calendar-credentials", "webhook-secret"): each gets its own key. */
  constructor(
    authSecret: string,
    private readonly purpose: string,
  ) {
    this.key = Buffer.from(hkdfSync("sha256", authSecret, "dvat-agency sealed secrets", purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    cipher.setAAD(Buffer.from(this.purpose));
    const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed].map(encode).join(".");
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split(".");
    if (version !== VERSION || !iv || !tag || body === undefined) throw new SealedSecretUnreadable();
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(this.purpose));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    } catch {
      throw new SealedSecretUnreadable();
    }
  }
}

function encode(part: string | Buffer) {
  return typeof part === "string" ? part : part.toString("base64url");
}
