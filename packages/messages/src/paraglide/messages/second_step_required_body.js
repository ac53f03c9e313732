/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Second_Step_Required_BodyInputs */

const en_second_step_required_body = /** @type {(inputs: Second_Step_Required_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an authenticator app or a phone to your account, then sign in with it to see your organisation’s work.`)
};

const de_second_step_required_body = /** @type {(inputs: Second_Step_Required_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fügen Sie Ihrem Konto eine Authenticator-App oder ein Telefon hinzu und melden Sie sich damit an, um die Arbeit Ihrer Organisation zu sehen.`)
};

const fr_second_step_required_body = /** @type {(inputs: Second_Step_Required_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez une application d’authentification ou un téléphone à votre compte, puis connectez-vous avec pour voir le travail de votre organisation.`)
};

const nl_second_step_required_body = /** @type {(inputs: Second_Step_Required_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voeg een authenticator-app of een telefoon toe aan uw account en meld u daarmee aan om het werk van uw organisatie te zien.`)
};

const es_second_step_required_body = /** @type {(inputs: Second_Step_Required_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añada una aplicación de autenticación o un teléfono a su cuenta e inicie sesión con él para ver el trabajo de su organización.`)
};

const en_xa2_second_step_required_body = /** @type {(inputs: Second_Step_Required_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åðð áñ áüţĥéñţíçáţöŕ áþþ öŕ á þĥöñé ţö ýöüŕ áççöüñţ, ţĥéñ šíĝñ íñ ŵíţĥ íţ ţö šéé ýöüŕ öŕĝáñíšáţíöñ’š ŵöŕķ. one two three four five six seven ]`)
};

/**
* | output |
* | --- |
* | "Add an authenticator app or a phone to your account, then sign in with it to see your organisation’s work." |
*
* @param {Second_Step_Required_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_required_body = /** @type {((inputs?: Second_Step_Required_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Second_Step_Required_BodyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_second_step_required_body(inputs)
	if (locale === "fr") return fr_second_step_required_body(inputs)
	if (locale === "nl") return nl_second_step_required_body(inputs)
	if (locale === "es") return es_second_step_required_body(inputs)
	if (locale === "en-XA") return en_xa2_second_step_required_body(inputs)
	return en_second_step_required_body(inputs)
});