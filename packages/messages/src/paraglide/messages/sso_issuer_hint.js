/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Issuer_HintInputs */

const en_sso_issuer_hint = /** @type {(inputs: Sso_Issuer_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your provider’s https:// address, like https://login.example.com`)
};

const de_sso_issuer_hint = /** @type {(inputs: Sso_Issuer_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die https://-Adresse Ihres Anbieters, zum Beispiel https://login.example.com`)
};

const fr_sso_issuer_hint = /** @type {(inputs: Sso_Issuer_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse https:// de votre fournisseur, par exemple https://login.example.com`)
};

const nl_sso_issuer_hint = /** @type {(inputs: Sso_Issuer_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het https://-adres van uw provider, bijvoorbeeld https://login.example.com`)
};

const es_sso_issuer_hint = /** @type {(inputs: Sso_Issuer_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección https:// de su proveedor, por ejemplo https://login.example.com`)
};

const en_xa2_sso_issuer_hint = /** @type {(inputs: Sso_Issuer_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ þŕöṽíðéŕ’š ĥţţþš:// áððŕéšš, ļíķé ĥţţþš://ļöĝíñ.éẋáɱþļé.çöɱ one two three four ]`)
};

/**
* | output |
* | --- |
* | "Your provider’s https:// address, like https://login.example.com" |
*
* @param {Sso_Issuer_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_issuer_hint = /** @type {((inputs?: Sso_Issuer_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Issuer_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_issuer_hint(inputs)
	if (locale === "fr") return fr_sso_issuer_hint(inputs)
	if (locale === "nl") return nl_sso_issuer_hint(inputs)
	if (locale === "es") return es_sso_issuer_hint(inputs)
	if (locale === "en-XA") return en_xa2_sso_issuer_hint(inputs)
	return en_sso_issuer_hint(inputs)
});