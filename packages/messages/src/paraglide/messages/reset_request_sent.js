/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Reset_Request_SentInputs */

const en_reset_request_sent = /** @type {(inputs: Reset_Request_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If an account uses ${i?.email}, a link to choose a new password is on its way. It works for one hour.`)
};

const de_reset_request_sent = /** @type {(inputs: Reset_Request_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wenn ein Konto ${i?.email} verwendet, ist ein Link zum Wählen eines neuen Passworts unterwegs. Er gilt eine Stunde.`)
};

const fr_reset_request_sent = /** @type {(inputs: Reset_Request_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si un compte utilise ${i?.email}, un lien pour choisir un nouveau mot de passe est en route. Il est valable une heure.`)
};

const nl_reset_request_sent = /** @type {(inputs: Reset_Request_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Als een account ${i?.email} gebruikt, is er een link onderweg om een nieuw wachtwoord te kiezen. Hij werkt één uur.`)
};

const es_reset_request_sent = /** @type {(inputs: Reset_Request_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si una cuenta usa ${i?.email}, va en camino un enlace para elegir una contraseña nueva. Funciona durante una hora.`)
};

const en_xa2_reset_request_sent = /** @type {(inputs: Reset_Request_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Îƒ áñ áççöüñţ üšéš ${i?.email}, á ļíñķ ţö çĥööšé á ñéŵ þáššŵöŕð íš öñ íţš ŵáý. Îţ ŵöŕķš ƒöŕ öñé ĥöüŕ. one two three four five six sev]`)
};

/**
* | output |
* | --- |
* | "If an account uses {email}, a link to choose a new password is on its way. It works for one hour." |
*
* @param {Reset_Request_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const reset_request_sent = /** @type {((inputs: Reset_Request_SentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Request_SentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reset_request_sent(inputs)
	if (locale === "fr") return fr_reset_request_sent(inputs)
	if (locale === "nl") return nl_reset_request_sent(inputs)
	if (locale === "es") return es_reset_request_sent(inputs)
	if (locale === "en-XA") return en_xa2_reset_request_sent(inputs)
	return en_reset_request_sent(inputs)
});