/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Verify_BodyInputs */

const en_verify_body = /** @type {(inputs: Verify_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a link to ${i?.email}. Until it is verified, signing in with Google on this address would replace your password.`)
};

const de_verify_body = /** @type {(inputs: Verify_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben einen Link an ${i?.email} gesendet. Solange die Adresse nicht bestätigt ist, würde eine Anmeldung mit Google für diese Adresse Ihr Passwort ersetzen.`)
};

const fr_verify_body = /** @type {(inputs: Verify_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé un lien à ${i?.email}. Tant qu’elle n’est pas vérifiée, se connecter avec Google sur cette adresse remplacerait votre mot de passe.`)
};

const nl_verify_body = /** @type {(inputs: Verify_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We hebben een link gestuurd naar ${i?.email}. Zolang het adres niet bevestigd is, zou aanmelden met Google op dit adres uw wachtwoord vervangen.`)
};

const es_verify_body = /** @type {(inputs: Verify_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hemos enviado un enlace a ${i?.email}. Hasta que se verifique, iniciar sesión con Google con esta dirección sustituiría su contraseña.`)
};

const en_xa2_verify_body = /** @type {(inputs: Verify_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵé šéñţ á ļíñķ ţö ${i?.email}. Ûñţíļ íţ íš ṽéŕíƒíéð, šíĝñíñĝ íñ ŵíţĥ Ĝööĝļé öñ ţĥíš áððŕéšš ŵöüļð ŕéþļáçé ýöüŕ þáššŵöŕð. one two three four five six seven eigh]`)
};

/**
* | output |
* | --- |
* | "We sent a link to {email}. Until it is verified, signing in with Google on this address would replace your password." |
*
* @param {Verify_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const verify_body = /** @type {((inputs: Verify_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_BodyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_verify_body(inputs)
	if (locale === "fr") return fr_verify_body(inputs)
	if (locale === "nl") return nl_verify_body(inputs)
	if (locale === "es") return es_verify_body(inputs)
	if (locale === "en-XA") return en_xa2_verify_body(inputs)
	return en_verify_body(inputs)
});