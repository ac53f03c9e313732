/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Action_Email_RestoredInputs */

const en_action_email_restored = /** @type {(inputs: Action_Email_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address is changed back. If you did not ask for the change, reset your password now.`)
};

const de_action_email_restored = /** @type {(inputs: Action_Email_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse ist zurückgesetzt. Wenn Sie die Änderung nicht veranlasst haben, setzen Sie jetzt Ihr Passwort zurück.`)
};

const fr_action_email_restored = /** @type {(inputs: Action_Email_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail est rétablie. Si vous n'avez pas demandé ce changement, réinitialisez votre mot de passe maintenant.`)
};

const nl_action_email_restored = /** @type {(inputs: Action_Email_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw e-mailadres is teruggezet. Hebt u de wijziging niet gevraagd, stel dan nu uw wachtwoord opnieuw in.`)
};

const es_action_email_restored = /** @type {(inputs: Action_Email_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su dirección de correo se ha restaurado. Si no pidió el cambio, restablezca ahora su contraseña.`)
};

const en_xa2_action_email_restored = /** @type {(inputs: Action_Email_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ éɱáíļ áððŕéšš íš çĥáñĝéð ƀáçķ. Îƒ ýöü ðíð ñöţ ášķ ƒöŕ ţĥé çĥáñĝé, ŕéšéţ ýöüŕ þáššŵöŕð ñöŵ. one two three four five six se]`)
};

/**
* | output |
* | --- |
* | "Your email address is changed back. If you did not ask for the change, reset your password now." |
*
* @param {Action_Email_RestoredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const action_email_restored = /** @type {((inputs?: Action_Email_RestoredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Action_Email_RestoredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_action_email_restored(inputs)
	if (locale === "fr") return fr_action_email_restored(inputs)
	if (locale === "nl") return nl_action_email_restored(inputs)
	if (locale === "es") return es_action_email_restored(inputs)
	if (locale === "en-XA") return en_xa2_action_email_restored(inputs)
	return en_action_email_restored(inputs)
});