/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_Phone_NumberInputs */

const en_account_second_phone_number = /** @type {(inputs: Account_Second_Phone_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number`)
};

const de_account_second_phone_number = /** @type {(inputs: Account_Second_Phone_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefonnummer`)
};

const fr_account_second_phone_number = /** @type {(inputs: Account_Second_Phone_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de téléphone`)
};

const nl_account_second_phone_number = /** @type {(inputs: Account_Second_Phone_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefoonnummer`)
};

const es_account_second_phone_number = /** @type {(inputs: Account_Second_Phone_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de teléfono`)
};

const en_xa2_account_second_phone_number = /** @type {(inputs: Account_Second_Phone_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þĥöñé ñüɱƀéŕ o]`)
};

/**
* | output |
* | --- |
* | "Phone number" |
*
* @param {Account_Second_Phone_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_phone_number = /** @type {((inputs?: Account_Second_Phone_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_Phone_NumberInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_phone_number(inputs)
	if (locale === "fr") return fr_account_second_phone_number(inputs)
	if (locale === "nl") return nl_account_second_phone_number(inputs)
	if (locale === "es") return es_account_second_phone_number(inputs)
	if (locale === "en-XA") return en_xa2_account_second_phone_number(inputs)
	return en_account_second_phone_number(inputs)
});