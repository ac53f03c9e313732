/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Evidence_Enter_AddressInputs */

const en_evidence_enter_address = /** @type {(inputs: Evidence_Enter_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an address`)
};

const de_evidence_enter_address = /** @type {(inputs: Evidence_Enter_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine Adresse ein`)
};

const fr_evidence_enter_address = /** @type {(inputs: Evidence_Enter_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une adresse`)
};

const nl_evidence_enter_address = /** @type {(inputs: Evidence_Enter_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer een adres in`)
};

const es_evidence_enter_address = /** @type {(inputs: Evidence_Enter_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca una dirección`)
};

const en_xa2_evidence_enter_address = /** @type {(inputs: Evidence_Enter_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ áñ áððŕéšš one]`)
};

/**
* | output |
* | --- |
* | "Enter an address" |
*
* @param {Evidence_Enter_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const evidence_enter_address = /** @type {((inputs?: Evidence_Enter_AddressInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Evidence_Enter_AddressInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_evidence_enter_address(inputs)
	if (locale === "fr") return fr_evidence_enter_address(inputs)
	if (locale === "nl") return nl_evidence_enter_address(inputs)
	if (locale === "es") return es_evidence_enter_address(inputs)
	if (locale === "en-XA") return en_xa2_evidence_enter_address(inputs)
	return en_evidence_enter_address(inputs)
});