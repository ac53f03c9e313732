/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Action_Email_ChangedInputs */

const en_action_email_changed = /** @type {(inputs: Action_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address is changed.`)
};

const de_action_email_changed = /** @type {(inputs: Action_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse ist geändert.`)
};

const fr_action_email_changed = /** @type {(inputs: Action_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail est modifiée.`)
};

const nl_action_email_changed = /** @type {(inputs: Action_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw e-mailadres is gewijzigd.`)
};

const es_action_email_changed = /** @type {(inputs: Action_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su dirección de correo ha cambiado.`)
};

const en_xa2_action_email_changed = /** @type {(inputs: Action_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ éɱáíļ áððŕéšš íš çĥáñĝéð. one two ]`)
};

/**
* | output |
* | --- |
* | "Your email address is changed." |
*
* @param {Action_Email_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const action_email_changed = /** @type {((inputs?: Action_Email_ChangedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Action_Email_ChangedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_action_email_changed(inputs)
	if (locale === "fr") return fr_action_email_changed(inputs)
	if (locale === "nl") return nl_action_email_changed(inputs)
	if (locale === "es") return es_action_email_changed(inputs)
	if (locale === "en-XA") return en_xa2_action_email_changed(inputs)
	return en_action_email_changed(inputs)
});