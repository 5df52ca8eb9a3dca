/**
 * An Indian education loan, as banks work it out: while the student studies and for the grace months
 * after (the moratorium), simple interest accrues on the amount lent and is added to it when the
 * moratorium ends; that sum is then repaid in equal monthly instalments (EMI) on the reducing balance.
 * Pure arithmetic, no rounding: the page rounds to the rupee when it shows a figure.
 */

export type LoanTerms = {
	/** The amount lent, in rupees. */
	amount: number
	/** The annual interest rate in per cent (10.5 for 10.5 %). */
	annualRatePercent: number
	/** Months of study and grace before repayment starts. */
	moratoriumMonths: number
	/** Months of repayment after the moratorium. */
	tenureMonths: number
}

export type LoanOutcome = {
	/** Simple interest accrued during the moratorium, added to the principal at its end. */
	moratoriumInterest: number
	/** What is owed when repayment starts. */
	principalAtRepayment: number
	monthlyInstalment: number
	/** Every rupee paid beyond the amount lent: the moratorium's interest and the instalments' interest. */
	totalInterest: number
	totalPaid: number
}

/** Simple interest on `amount` for `months` at `annualRatePercent`: amount × rate × months / 12. */
export function simpleInterest(amount: number, annualRatePercent: number, months: number) {
	return (amount * annualRatePercent * months) / 1200
}

/** The standard reducing-balance EMI: P × i × (1 + i)^n / ((1 + i)^n − 1), i the monthly rate; P / n without interest. */
export function monthlyInstalment(principal: number, annualRatePercent: number, months: number) {
	const i = annualRatePercent / 1200
	if (i === 0) return principal / months
	const growth = (1 + i) ** months
	return (principal * i * growth) / (growth - 1)
}

export function educationLoan({ amount, annualRatePercent, moratoriumMonths, tenureMonths }: LoanTerms): LoanOutcome {
	const moratoriumInterest = simpleInterest(amount, annualRatePercent, moratoriumMonths)
	const principalAtRepayment = amount + moratoriumInterest
	const instalment = monthlyInstalment(principalAtRepayment, annualRatePercent, tenureMonths)
	const totalPaid = instalment * tenureMonths
	return { moratoriumInterest, principalAtRepayment, monthlyInstalment: instalment, totalInterest: totalPaid - amount, totalPaid }
}
