/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Second_Step_Description_TotpInputs */

const en_second_step_description_totp = /** @type {(inputs: Second_Step_Description_TotpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code your authenticator app shows for Assay (${i?.label}).`)
};

const de_second_step_description_totp = /** @type {(inputs: Second_Step_Description_TotpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geben Sie den 6-stelligen Code ein, den Ihre Authenticator-App für Assay anzeigt (${i?.label}).`)
};

const fr_second_step_description_totp = /** @type {(inputs: Second_Step_Description_TotpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saisissez le code à 6 chiffres que votre application d’authentification affiche pour Assay (${i?.label}).`)
};

const nl_second_step_description_totp = /** @type {(inputs: Second_Step_Description_TotpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voer de 6-cijferige code in die uw authenticator-app voor Assay toont (${i?.label}).`)
};

const es_second_step_description_totp = /** @type {(inputs: Second_Step_Description_TotpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Introduzca el código de 6 dígitos que su aplicación de autenticación muestra para Assay (${i?.label}).`)
};

const en_xa2_second_step_description_totp = /** @type {(inputs: Second_Step_Description_TotpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé 6-ðíĝíţ çöðé ýöüŕ áüţĥéñţíçáţöŕ áþþ šĥöŵš ƒöŕ Åššáý (${i?.label}). one two three four fiv]`)
};

/**
* | output |
* | --- |
* | "Enter the 6-digit code your authenticator app shows for Assay ({label})." |
*
* @param {Second_Step_Description_TotpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_description_totp = /** @type {((inputs: Second_Step_Description_TotpInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Second_Step_Description_TotpInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_second_step_description_totp(inputs)
	if (locale === "fr") return fr_second_step_description_totp(inputs)
	if (locale === "nl") return nl_second_step_description_totp(inputs)
	if (locale === "es") return es_second_step_description_totp(inputs)
	if (locale === "en-XA") return en_xa2_second_step_description_totp(inputs)
	return en_second_step_description_totp(inputs)
});