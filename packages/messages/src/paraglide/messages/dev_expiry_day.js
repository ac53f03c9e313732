/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Expiry_DayInputs */

const en_dev_expiry_day = /** @type {(inputs: Dev_Expiry_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry date`)
};

const de_dev_expiry_day = /** @type {(inputs: Dev_Expiry_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ablaufdatum`)
};

const fr_dev_expiry_day = /** @type {(inputs: Dev_Expiry_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date d’expiration`)
};

const nl_dev_expiry_day = /** @type {(inputs: Dev_Expiry_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vervaldatum`)
};

const es_dev_expiry_day = /** @type {(inputs: Dev_Expiry_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de caducidad`)
};

const en_xa2_dev_expiry_day = /** @type {(inputs: Dev_Expiry_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕý ðáţé o]`)
};

/**
* | output |
* | --- |
* | "Expiry date" |
*
* @param {Dev_Expiry_DayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_expiry_day = /** @type {((inputs?: Dev_Expiry_DayInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expiry_DayInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_expiry_day(inputs)
	if (locale === "fr") return fr_dev_expiry_day(inputs)
	if (locale === "nl") return nl_dev_expiry_day(inputs)
	if (locale === "es") return es_dev_expiry_day(inputs)
	if (locale === "en-XA") return en_xa2_dev_expiry_day(inputs)
	return en_dev_expiry_day(inputs)
});