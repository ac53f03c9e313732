/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Delete_Confirm_LabelInputs */

const en_account_delete_confirm_label = /** @type {(inputs: Account_Delete_Confirm_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address`)
};

const de_account_delete_confirm_label = /** @type {(inputs: Account_Delete_Confirm_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse`)
};

const fr_account_delete_confirm_label = /** @type {(inputs: Account_Delete_Confirm_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail`)
};

const nl_account_delete_confirm_label = /** @type {(inputs: Account_Delete_Confirm_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw e-mailadres`)
};

const es_account_delete_confirm_label = /** @type {(inputs: Account_Delete_Confirm_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu dirección de correo`)
};

const en_xa2_account_delete_confirm_label = /** @type {(inputs: Account_Delete_Confirm_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ éɱáíļ áððŕéšš one]`)
};

/**
* | output |
* | --- |
* | "Your email address" |
*
* @param {Account_Delete_Confirm_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_delete_confirm_label = /** @type {((inputs?: Account_Delete_Confirm_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_Confirm_LabelInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_delete_confirm_label(inputs)
	if (locale === "fr") return fr_account_delete_confirm_label(inputs)
	if (locale === "nl") return nl_account_delete_confirm_label(inputs)
	if (locale === "es") return es_account_delete_confirm_label(inputs)
	if (locale === "en-XA") return en_xa2_account_delete_confirm_label(inputs)
	return en_account_delete_confirm_label(inputs)
});