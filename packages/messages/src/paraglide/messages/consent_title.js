/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_TitleInputs */

const en_consent_title = /** @type {(inputs: Consent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics cookies.`)
};

const de_consent_title = /** @type {(inputs: Consent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analyse-Cookies.`)
};

const fr_consent_title = /** @type {(inputs: Consent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookies de mesure d’audience.`)
};

const nl_consent_title = /** @type {(inputs: Consent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytische cookies.`)
};

const es_consent_title = /** @type {(inputs: Consent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookies de analítica.`)
};

const en_xa2_consent_title = /** @type {(inputs: Consent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñáļýţíçš çööķíéš. one]`)
};

/**
* | output |
* | --- |
* | "Analytics cookies." |
*
* @param {Consent_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const consent_title = /** @type {((inputs?: Consent_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_consent_title(inputs)
	if (locale === "fr") return fr_consent_title(inputs)
	if (locale === "nl") return nl_consent_title(inputs)
	if (locale === "es") return es_consent_title(inputs)
	if (locale === "en-XA") return en_xa2_consent_title(inputs)
	return en_consent_title(inputs)
});