/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_Add_PhoneInputs */

const en_account_second_add_phone = /** @type {(inputs: Account_Second_Add_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add phone`)
};

const de_account_second_add_phone = /** @type {(inputs: Account_Second_Add_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefon hinzufügen`)
};

const fr_account_second_add_phone = /** @type {(inputs: Account_Second_Add_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un téléphone`)
};

const nl_account_second_add_phone = /** @type {(inputs: Account_Second_Add_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefoon toevoegen`)
};

const es_account_second_add_phone = /** @type {(inputs: Account_Second_Add_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir teléfono`)
};

const en_xa2_account_second_add_phone = /** @type {(inputs: Account_Second_Add_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åðð þĥöñé ]`)
};

/**
* | output |
* | --- |
* | "Add phone" |
*
* @param {Account_Second_Add_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_add_phone = /** @type {((inputs?: Account_Second_Add_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_Add_PhoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_add_phone(inputs)
	if (locale === "fr") return fr_account_second_add_phone(inputs)
	if (locale === "nl") return nl_account_second_add_phone(inputs)
	if (locale === "es") return es_account_second_add_phone(inputs)
	if (locale === "en-XA") return en_xa2_account_second_add_phone(inputs)
	return en_account_second_add_phone(inputs)
});