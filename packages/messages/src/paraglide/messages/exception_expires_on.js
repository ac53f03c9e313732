/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exception_Expires_OnInputs */

const en_exception_expires_on = /** @type {(inputs: Exception_Expires_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires on`)
};

const de_exception_expires_on = /** @type {(inputs: Exception_Expires_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft ab am`)
};

const fr_exception_expires_on = /** @type {(inputs: Exception_Expires_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expire le`)
};

const nl_exception_expires_on = /** @type {(inputs: Exception_Expires_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verloopt op`)
};

const es_exception_expires_on = /** @type {(inputs: Exception_Expires_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vence el`)
};

const en_xa2_exception_expires_on = /** @type {(inputs: Exception_Expires_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéš öñ o]`)
};

/**
* | output |
* | --- |
* | "Expires on" |
*
* @param {Exception_Expires_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const exception_expires_on = /** @type {((inputs?: Exception_Expires_OnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exception_Expires_OnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_exception_expires_on(inputs)
	if (locale === "fr") return fr_exception_expires_on(inputs)
	if (locale === "nl") return nl_exception_expires_on(inputs)
	if (locale === "es") return es_exception_expires_on(inputs)
	if (locale === "en-XA") return en_xa2_exception_expires_on(inputs)
	return en_exception_expires_on(inputs)
});