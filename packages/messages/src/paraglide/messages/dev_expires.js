/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_ExpiresInputs */

const en_dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires`)
};

const de_dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft ab`)
};

const fr_dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expire`)
};

const nl_dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verloopt`)
};

const es_dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caduca`)
};

const en_xa2_dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéš ]`)
};

/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Dev_ExpiresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_expires = /** @type {((inputs?: Dev_ExpiresInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ExpiresInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_expires(inputs)
	if (locale === "fr") return fr_dev_expires(inputs)
	if (locale === "nl") return nl_dev_expires(inputs)
	if (locale === "es") return es_dev_expires(inputs)
	if (locale === "en-XA") return en_xa2_dev_expires(inputs)
	return en_dev_expires(inputs)
});