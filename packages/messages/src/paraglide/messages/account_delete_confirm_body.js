/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Account_Delete_Confirm_BodyInputs */

const en_account_delete_confirm_body = /** @type {(inputs: Account_Delete_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This cannot be undone. Type your email address, ${i?.email}, to confirm.`)
};

const de_account_delete_confirm_body = /** @type {(inputs: Account_Delete_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das lässt sich nicht rückgängig machen. Geben Sie zur Bestätigung Ihre E-Mail-Adresse ${i?.email} ein.`)
};

const fr_account_delete_confirm_body = /** @type {(inputs: Account_Delete_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette action est irréversible. Saisissez votre adresse e-mail, ${i?.email}, pour confirmer.`)
};

const nl_account_delete_confirm_body = /** @type {(inputs: Account_Delete_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dit kan niet ongedaan worden gemaakt. Typ uw e-mailadres, ${i?.email}, om te bevestigen.`)
};

const es_account_delete_confirm_body = /** @type {(inputs: Account_Delete_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se puede deshacer. Escribe tu dirección de correo, ${i?.email}, para confirmar.`)
};

const en_xa2_account_delete_confirm_body = /** @type {(inputs: Account_Delete_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çáññöţ ƀé üñðöñé. Ţýþé ýöüŕ éɱáíļ áððŕéšš, ${i?.email}, ţö çöñƒíŕɱ. one two three four fi]`)
};

/**
* | output |
* | --- |
* | "This cannot be undone. Type your email address, {email}, to confirm." |
*
* @param {Account_Delete_Confirm_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_delete_confirm_body = /** @type {((inputs: Account_Delete_Confirm_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_Confirm_BodyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_delete_confirm_body(inputs)
	if (locale === "fr") return fr_account_delete_confirm_body(inputs)
	if (locale === "nl") return nl_account_delete_confirm_body(inputs)
	if (locale === "es") return es_account_delete_confirm_body(inputs)
	if (locale === "en-XA") return en_xa2_account_delete_confirm_body(inputs)
	return en_account_delete_confirm_body(inputs)
});