/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_AcceptInputs */

const en_consent_accept = /** @type {(inputs: Consent_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept analytics`)
};

const de_consent_accept = /** @type {(inputs: Consent_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analyse zulassen`)
};

const fr_consent_accept = /** @type {(inputs: Consent_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepter la mesure d’audience`)
};

const nl_consent_accept = /** @type {(inputs: Consent_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analyse accepteren`)
};

const es_consent_accept = /** @type {(inputs: Consent_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar la analítica`)
};

const en_xa2_consent_accept = /** @type {(inputs: Consent_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åççéþţ áñáļýţíçš one]`)
};

/**
* | output |
* | --- |
* | "Accept analytics" |
*
* @param {Consent_AcceptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const consent_accept = /** @type {((inputs?: Consent_AcceptInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_AcceptInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_consent_accept(inputs)
	if (locale === "fr") return fr_consent_accept(inputs)
	if (locale === "nl") return nl_consent_accept(inputs)
	if (locale === "es") return es_consent_accept(inputs)
	if (locale === "en-XA") return en_xa2_consent_accept(inputs)
	return en_consent_accept(inputs)
});