/**
 * The sandbox page's stylesheet, served as a file (the shop's CSP allows no inline styles). Kept
 * in TypeScript so the server build carries it without a copy step.
 */
export const SANDBOX_STYLES = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1a1f36;background:#f6f8fa;line-height:1.5}
.test-banner{background:#fff4d6;color:#5c3c00;border-bottom:1px solid #f0d58c;padding:10px 16px;font-size:14px;text-align:center}
.pay{display:grid;grid-template-columns:1fr;max-width:980px;margin:0 auto;min-height:calc(100vh - 44px)}
.summary{padding:24px 20px;background:#fff;border-bottom:1px solid #e3e8ee}
.merchant{margin:0;font-weight:600;color:#555e72;font-size:15px}
h1{margin:8px 0 20px;display:flex;flex-direction:column;font-weight:600}
.summary-label{font-size:16px;color:#555e72;font-weight:500}
.amount{font-size:34px;letter-spacing:-.5px;color:#1a1f36}
.lines{list-style:none;margin:0;padding:0}
.lines li{display:flex;justify-content:space-between;gap:16px;padding:12px 0;border-bottom:1px solid #eef1f5;font-size:15px}
.line-name{display:flex;flex-direction:column;font-weight:500}
.line-qty{font-size:13px;color:#555e72;font-weight:400}
.line-amount{white-space:nowrap;font-weight:500}
.sums{margin:12px 0 0}
.sum-row{display:flex;justify-content:space-between;align-items:baseline;gap:16px;padding:6px 0;font-size:15px}
.sum-row dt,.sum-row dd{margin:0}
.sum-row dt{flex:none}
.sum-row dd{min-width:0;text-align:right;overflow-wrap:anywhere}
.sum-row.total{font-weight:600;border-top:1px solid #e3e8ee;margin-top:6px;padding-top:12px}
.card-form{padding:24px 20px 40px}
h2{font-size:20px;margin:0 0 16px;font-weight:600}
fieldset{border:0;margin:20px 0 0;padding:0}
legend{font-size:14px;font-weight:600;color:#3c4257;margin-bottom:8px;padding:0}
.field{margin-bottom:14px}
.row{display:flex;gap:12px}
.half{flex:1;min-width:0}
label{display:block;font-size:14px;color:#3c4257;margin-bottom:6px;font-weight:500}
input,select{width:100%;font:inherit;font-size:16px;padding:11px 12px;border:1px solid #c9d1dc;border-radius:6px;background:#fff;color:#1a1f36;box-shadow:0 1px 1px rgba(0,0,0,.03)}
input:focus,select:focus{outline:3px solid rgba(99,91,255,.35);outline-offset:0;border-color:#635bff}
input[aria-invalid="true"],select[aria-invalid="true"]{border-color:#c0123c}
.field-error{margin:6px 0 0;color:#c0123c;font-size:14px}
.alert{margin:0 0 16px;padding:12px 14px;border-radius:6px;background:#fde8ec;color:#8a0e2c;border:1px solid #f5b5c3;font-size:15px;font-weight:500}
.pay-button{display:block;width:100%;margin-top:20px;padding:14px 16px;border:0;border-radius:6px;background:#635bff;color:#fff;font:inherit;font-size:17px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.pay-button:hover{background:#4b44d6}
.pay-button:focus-visible,.cancel-button:focus-visible{outline:3px solid #1a1f36;outline-offset:2px}
.cancel-form{margin:0}
.cancel-button{display:block;width:100%;margin-top:12px;padding:12px;border:1px solid #c9d1dc;border-radius:6px;background:#fff;color:#3c4257;font:inherit;font-size:15px;cursor:pointer}
.fine-print{margin-top:20px;font-size:13px;color:#555e72}
.methods ul{display:flex;gap:8px;list-style:none;margin:0 0 20px;padding:0}
.methods li{flex:1}
.methods a{display:block;padding:10px 8px;border:1px solid #c9d1dc;border-radius:6px;text-align:center;color:#3c4257;text-decoration:none;font-weight:500;background:#fff}
.methods a[aria-current="page"]{border:2px solid #635bff;color:#1a1f36;font-weight:600;padding:9px 7px}
.methods a:focus-visible,.fine-print a:focus-visible{outline:3px solid #1a1f36;outline-offset:2px}
.qr{margin:0 0 16px;text-align:center}
.qr-code{margin:0 auto;width:100%;max-width:260px;background:#fff;border:1px solid #e3e8ee;border-radius:8px;padding:8px}
.qr-code svg{display:block;width:100%;height:auto}
.qr figcaption{margin-top:8px;font-size:14px;color:#3c4257}
.countdown{font-size:15px;margin:16px 0 0}
.timer{font-weight:600;font-variant-numeric:tabular-nums}
.simulate{margin-top:28px;padding:16px;border:1px dashed #b08a2e;border-radius:8px;background:#fffaf0}
.simulate h3{margin:0 0 4px;font-size:16px}
.simulate p{margin:0;font-size:14px;color:#3c4257}
.step-form{margin:0}
.fine-print a{color:#4b44d6}
.wallet{max-width:440px;margin:32px auto;padding:28px 24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(26,31,54,.08);border-top:6px solid #00704a}
.wallet-name{margin:0;font-weight:700;color:#00704a;font-size:18px}
.wallet .pay-button{background:#00704a}
.wallet .pay-button:hover{background:#005c3d}
.closed{max-width:520px;margin:48px auto;padding:32px 24px;background:#fff;border-radius:8px;text-align:center}
.closed h1{display:block;font-size:24px}
@media (min-width:860px){
.pay{grid-template-columns:1fr 1fr;gap:0;padding:48px 24px}
.summary{background:transparent;border:0;padding:8px 48px 24px 8px}
.card-form{background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(26,31,54,.08);padding:32px}
}
`;
