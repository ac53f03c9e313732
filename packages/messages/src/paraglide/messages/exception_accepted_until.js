/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, reason: NonNullable<unknown> }} Exception_Accepted_UntilInputs */

const en_exception_accepted_until = /** @type {(inputs: Exception_Accepted_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accepted until ${i?.date}: ${i?.reason}`)
};

const de_exception_accepted_until = /** @type {(inputs: Exception_Accepted_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Akzeptiert bis ${i?.date}: ${i?.reason}`)
};

const fr_exception_accepted_until = /** @type {(inputs: Exception_Accepted_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acceptée jusqu’au ${i?.date} : ${i?.reason}`)
};

const nl_exception_accepted_until = /** @type {(inputs: Exception_Accepted_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geaccepteerd tot ${i?.date}: ${i?.reason}`)
};

const es_exception_accepted_until = /** @type {(inputs: Exception_Accepted_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aceptada hasta el ${i?.date}: ${i?.reason}`)
};

const en_xa2_exception_accepted_until = /** @type {(inputs: Exception_Accepted_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Åççéþţéð üñţíļ ${i?.date}: ${i?.reason} one two ]`)
};

/**
* | output |
* | --- |
* | "Accepted until {date}: {reason}" |
*
* @param {Exception_Accepted_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const exception_accepted_until = /** @type {((inputs: Exception_Accepted_UntilInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exception_Accepted_UntilInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_exception_accepted_until(inputs)
	if (locale === "fr") return fr_exception_accepted_until(inputs)
	if (locale === "nl") return nl_exception_accepted_until(inputs)
	if (locale === "es") return es_exception_accepted_until(inputs)
	if (locale === "en-XA") return en_xa2_exception_accepted_until(inputs)
	return en_exception_accepted_until(inputs)
});