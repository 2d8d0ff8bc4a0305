// The live channel between two pages (web/py/remote/live.py): one WebRTC data channel,
// paired without a signalling server. The offer and the answer are whole session
// descriptions, made once ICE gathering is over (no trickle: they travel by hand);
// web/py/remote/pairing.py makes them small for a link or a QR code.
//
// The channel is negotiated (id 0 on both sides), so neither side waits for the other to
// announce it. States reported to onState: "connecting", "open", "dropped" (the
// connection is interrupted: it may come back by itself), "closed" (over: pair again).

const GATHER_MS = 4000;       // the longest wait for ICE candidates (STUN may be slow)

export class Peer {
  constructor(iceServers, onMessage, onState) {
    this.onMessage = onMessage;
    this.onState = onState;
    this.state = "new";
    this.pc = new RTCPeerConnection({ iceServers: iceServers || [] });
    this.dc = this.pc.createDataChannel("game", { negotiated: true, id: 0, ordered: true });
    this.dc.onopen = () => this.set("open");
    this.dc.onclose = () => this.set("closed");
    this.dc.onmessage = (event) => {
      if (typeof event.data === "string") this.onMessage(event.data);
    };
    this.pc.onconnectionstatechange = () => {
      const s = this.pc.connectionState;
      if (s === "disconnected") this.set("dropped");
      else if (s === "failed" || s === "closed") this.set("closed");
      else if (s === "connected" && this.dc.readyState === "open") this.set("open");
    };
  }

  set(state) {
    if (this.state === state || this.state === "closed") return;
    this.state = state;
    this.onState(state);
  }

  async gathered() {
    const pc = this.pc;
    if (pc.iceGatheringState !== "complete") {
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, GATHER_MS);
        pc.addEventListener("icegatheringstatechange", () => {
          if (pc.iceGatheringState === "complete") { clearTimeout(timer); resolve(); }
        });
      });
    }
    return pc.localDescription.sdp;
  }

  async offer() {
    this.set("connecting");
    await this.pc.setLocalDescription(await this.pc.createOffer());
    return this.gathered();
  }

  async answer(offerSdp) {
    this.set("connecting");
    await this.pc.setRemoteDescription({ type: "offer", sdp: offerSdp });
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    return this.gathered();
  }

  async accept(answerSdp) {
    await this.pc.setRemoteDescription({ type: "answer", sdp: answerSdp });
    return true;
  }

  send(text) {
    if (this.dc.readyState !== "open") return false;
    this.dc.send(text);
    return true;
  }

  close() {
    this.dc.close();
    this.pc.close();
    this.set("closed");
    // Python may drop its callbacks now: nothing is reported after this.
    this.onMessage = this.onState = () => {};
  }
}

export const peer = (iceServers, onMessage, onState) => new Peer(iceServers, onMessage, onState);
