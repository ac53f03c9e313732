/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_Phone_TitleInputs */

const en_account_second_phone_title = /** @type {(inputs: Account_Second_Phone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a phone`)
};

const de_account_second_phone_title = /** @type {(inputs: Account_Second_Phone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefon hinzufügen`)
};

const fr_account_second_phone_title = /** @type {(inputs: Account_Second_Phone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un téléphone`)
};

const nl_account_second_phone_title = /** @type {(inputs: Account_Second_Phone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een telefoon toevoegen`)
};

const es_account_second_phone_title = /** @type {(inputs: Account_Second_Phone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir un teléfono`)
};

const en_xa2_account_second_phone_title = /** @type {(inputs: Account_Second_Phone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åðð á þĥöñé o]`)
};

/**
* | output |
* | --- |
* | "Add a phone" |
*
* @param {Account_Second_Phone_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_phone_title = /** @type {((inputs?: Account_Second_Phone_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_Phone_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_phone_title(inputs)
	if (locale === "fr") return fr_account_second_phone_title(inputs)
	if (locale === "nl") return nl_account_second_phone_title(inputs)
	if (locale === "es") return es_account_second_phone_title(inputs)
	if (locale === "en-XA") return en_xa2_account_second_phone_title(inputs)
	return en_account_second_phone_title(inputs)
});