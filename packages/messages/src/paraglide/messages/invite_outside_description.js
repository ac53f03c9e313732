/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Invite_Outside_DescriptionInputs */

const en_invite_outside_description = /** @type {(inputs: Invite_Outside_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`They get an email with a private link to answer without signing in. The link expires after ${i?.days} days and can be revoked.`)
};

const de_invite_outside_description = /** @type {(inputs: Invite_Outside_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Person erhält eine E-Mail mit einem privaten Link, um ohne Anmeldung zu antworten. Der Link läuft nach ${i?.days} Tagen ab und kann widerrufen werden.`)
};

const fr_invite_outside_description = /** @type {(inputs: Invite_Outside_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La personne reçoit un e-mail avec un lien privé pour répondre sans se connecter. Le lien expire après ${i?.days} jours et peut être révoqué.`)
};

const nl_invite_outside_description = /** @type {(inputs: Invite_Outside_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ze krijgen een e-mail met een privélink om te antwoorden zonder aan te melden. De link verloopt na ${i?.days} dagen en kan worden ingetrokken.`)
};

const es_invite_outside_description = /** @type {(inputs: Invite_Outside_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibe un correo con un enlace privado para responder sin iniciar sesión. El enlace caduca a los ${i?.days} días y puede revocarse.`)
};

const en_xa2_invite_outside_description = /** @type {(inputs: Invite_Outside_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥéý ĝéţ áñ éɱáíļ ŵíţĥ á þŕíṽáţé ļíñķ ţö áñšŵéŕ ŵíţĥöüţ šíĝñíñĝ íñ. Ţĥé ļíñķ éẋþíŕéš áƒţéŕ ${i?.days} ðáýš áñð çáñ ƀé ŕéṽöķéð. one two three four five six seven eight ]`)
};

/**
* | output |
* | --- |
* | "They get an email with a private link to answer without signing in. The link expires after {days} days and can be revoked." |
*
* @param {Invite_Outside_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_outside_description = /** @type {((inputs: Invite_Outside_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Outside_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_outside_description(inputs)
	if (locale === "fr") return fr_invite_outside_description(inputs)
	if (locale === "nl") return nl_invite_outside_description(inputs)
	if (locale === "es") return es_invite_outside_description(inputs)
	if (locale === "en-XA") return en_xa2_invite_outside_description(inputs)
	return en_invite_outside_description(inputs)
});