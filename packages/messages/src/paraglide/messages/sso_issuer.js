/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_IssuerInputs */

const en_sso_issuer = /** @type {(inputs: Sso_IssuerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issuer`)
};

const de_sso_issuer = /** @type {(inputs: Sso_IssuerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aussteller (Issuer)`)
};

const fr_sso_issuer = /** @type {(inputs: Sso_IssuerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Émetteur (issuer)`)
};

const nl_sso_issuer = /** @type {(inputs: Sso_IssuerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitgever (issuer)`)
};

const es_sso_issuer = /** @type {(inputs: Sso_IssuerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emisor (issuer)`)
};

const en_xa2_sso_issuer = /** @type {(inputs: Sso_IssuerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îššüéŕ ]`)
};

/**
* | output |
* | --- |
* | "Issuer" |
*
* @param {Sso_IssuerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_issuer = /** @type {((inputs?: Sso_IssuerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_IssuerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_issuer(inputs)
	if (locale === "fr") return fr_sso_issuer(inputs)
	if (locale === "nl") return nl_sso_issuer(inputs)
	if (locale === "es") return es_sso_issuer(inputs)
	if (locale === "en-XA") return en_xa2_sso_issuer(inputs)
	return en_sso_issuer(inputs)
});