/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_RejectInputs */

const en_consent_reject = /** @type {(inputs: Consent_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reject analytics`)
};

const de_consent_reject = /** @type {(inputs: Consent_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analyse ablehnen`)
};

const fr_consent_reject = /** @type {(inputs: Consent_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser la mesure d’audience`)
};

const nl_consent_reject = /** @type {(inputs: Consent_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analyse weigeren`)
};

const es_consent_reject = /** @type {(inputs: Consent_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar la analítica`)
};

const en_xa2_consent_reject = /** @type {(inputs: Consent_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéĵéçţ áñáļýţíçš one]`)
};

/**
* | output |
* | --- |
* | "Reject analytics" |
*
* @param {Consent_RejectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const consent_reject = /** @type {((inputs?: Consent_RejectInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_RejectInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_consent_reject(inputs)
	if (locale === "fr") return fr_consent_reject(inputs)
	if (locale === "nl") return nl_consent_reject(inputs)
	if (locale === "es") return es_consent_reject(inputs)
	if (locale === "en-XA") return en_xa2_consent_reject(inputs)
	return en_consent_reject(inputs)
});