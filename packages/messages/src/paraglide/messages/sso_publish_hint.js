/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Sso_Publish_HintInputs */

const en_sso_publish_hint = /** @type {(inputs: Sso_Publish_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To verify ${i?.domain}, publish this TXT record with your DNS host, then verify. The record may stay published.`)
};

const de_sso_publish_hint = /** @type {(inputs: Sso_Publish_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um ${i?.domain} zu bestätigen, veröffentlichen Sie diesen TXT-Eintrag bei Ihrem DNS-Anbieter und klicken Sie dann auf Bestätigen. Der Eintrag darf bestehen bleiben.`)
};

const fr_sso_publish_hint = /** @type {(inputs: Sso_Publish_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour vérifier ${i?.domain}, publiez cet enregistrement TXT chez votre hébergeur DNS, puis lancez la vérification. L’enregistrement peut rester publié.`)
};

const nl_sso_publish_hint = /** @type {(inputs: Sso_Publish_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publiceer dit TXT-record bij uw DNS-provider om ${i?.domain} te verifiëren en klik daarna op Verifiëren. Het record mag blijven staan.`)
};

const es_sso_publish_hint = /** @type {(inputs: Sso_Publish_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para verificar ${i?.domain}, publique este registro TXT en su proveedor de DNS y luego verifique. El registro puede quedarse publicado.`)
};

const en_xa2_sso_publish_hint = /** @type {(inputs: Sso_Publish_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţö ṽéŕíƒý ${i?.domain}, þüƀļíšĥ ţĥíš ŢẊŢ ŕéçöŕð ŵíţĥ ýöüŕ ÐÑŠ ĥöšţ, ţĥéñ ṽéŕíƒý. Ţĥé ŕéçöŕð ɱáý šţáý þüƀļíšĥéð. one two three four five six seven ]`)
};

/**
* | output |
* | --- |
* | "To verify {domain}, publish this TXT record with your DNS host, then verify. The record may stay published." |
*
* @param {Sso_Publish_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_publish_hint = /** @type {((inputs: Sso_Publish_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Publish_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_publish_hint(inputs)
	if (locale === "fr") return fr_sso_publish_hint(inputs)
	if (locale === "nl") return nl_sso_publish_hint(inputs)
	if (locale === "es") return es_sso_publish_hint(inputs)
	if (locale === "en-XA") return en_xa2_sso_publish_hint(inputs)
	return en_sso_publish_hint(inputs)
});