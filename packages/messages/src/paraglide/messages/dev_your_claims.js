/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Your_ClaimsInputs */

const en_dev_your_claims = /** @type {(inputs: Dev_Your_ClaimsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your claims`)
};

const de_dev_your_claims = /** @type {(inputs: Dev_Your_ClaimsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Claims`)
};

const fr_dev_your_claims = /** @type {(inputs: Dev_Your_ClaimsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos claims`)
};

const nl_dev_your_claims = /** @type {(inputs: Dev_Your_ClaimsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw claims`)
};

const es_dev_your_claims = /** @type {(inputs: Dev_Your_ClaimsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus claims`)
};

const en_xa2_dev_your_claims = /** @type {(inputs: Dev_Your_ClaimsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ çļáíɱš o]`)
};

/**
* | output |
* | --- |
* | "Your claims" |
*
* @param {Dev_Your_ClaimsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_your_claims = /** @type {((inputs?: Dev_Your_ClaimsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Your_ClaimsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_your_claims(inputs)
	if (locale === "fr") return fr_dev_your_claims(inputs)
	if (locale === "nl") return nl_dev_your_claims(inputs)
	if (locale === "es") return es_dev_your_claims(inputs)
	if (locale === "en-XA") return en_xa2_dev_your_claims(inputs)
	return en_dev_your_claims(inputs)
});