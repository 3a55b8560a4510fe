; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @transpose_tile(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, ptr addrspace(1) nofree readnone captures(none) %4, ptr addrspace(1) nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %8 = and i32 %7, 64, !dbg !12
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %10 = and i32 %7, 63, !dbg !12
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !14
  %12 = lshr exact i32 %8, 6, !dbg !12
  %13 = insertelement <4 x i32> poison, i32 %10, i64 0, !dbg !12
  %14 = insertelement <4 x i32> %13, i32 %8, i64 1, !dbg !12
  %15 = insertelement <4 x i32> %14, i32 %11, i64 2, !dbg !12
  %16 = insertelement <4 x i32> %15, i32 %9, i64 3, !dbg !12
  %17 = lshr exact <4 x i32> %16, <i32 0, i32 6, i32 0, i32 0>, !dbg !12
  %18 = shufflevector <4 x i32> %17, <4 x i32> poison, <32 x i32> <i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 1, i32 3, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, !dbg !12
  %19 = or disjoint i32 %12, 2, !dbg !12
  %20 = shufflevector <4 x i32> %17, <4 x i32> poison, <2 x i32> <i32 1, i32 1>, !dbg !12
  %21 = or disjoint <2 x i32> %20, <i32 34, i32 32>, !dbg !12
  %22 = or disjoint <32 x i32> %18, <i32 0, i32 62, i32 60, i32 58, i32 56, i32 54, i32 52, i32 50, i32 48, i32 46, i32 44, i32 42, i32 40, i32 38, i32 36, i32 0, i32 0, i32 0, i32 30, i32 28, i32 26, i32 24, i32 22, i32 20, i32 18, i32 16, i32 14, i32 12, i32 10, i32 8, i32 6, i32 4>, !dbg !12
  %23 = shl <32 x i32> %22, <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 6, i32 0, i32 6, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !14
  %24 = shufflevector <32 x i32> %23, <32 x i32> poison, <64 x i32> <i32 15, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 16, i32 15, i32 0, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, !dbg !14
  %25 = extractelement <32 x i32> %23, i64 17, !dbg !13
  %26 = or disjoint i32 %12, %25, !dbg !13
  %27 = or disjoint i32 %19, %25, !dbg !13
  %28 = shufflevector <32 x i32> %23, <32 x i32> %22, <64 x i32> <i32 17, i32 15, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !13
  %29 = insertelement <64 x i32> %28, i32 %19, i64 18, !dbg !13
  %30 = insertelement <64 x i32> %29, i32 %10, i64 19, !dbg !13
  %31 = shufflevector <2 x i32> %21, <2 x i32> poison, <64 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !13
  %32 = shufflevector <64 x i32> %31, <64 x i32> %30, <64 x i32> <i32 0, i32 65, i32 65, i32 65, i32 65, i32 65, i32 65, i32 65, i32 65, i32 65, i32 65, i32 65, i32 65, i32 65, i32 65, i32 65, i32 1, i32 64, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 0, i32 1, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>, !dbg !13
  %33 = or disjoint <64 x i32> %24, %32, !dbg !13
  %34 = icmp slt i32 %26, %2, !dbg !15
  %35 = icmp slt i32 %27, %2, !dbg !15
  %36 = insertelement <64 x i32> poison, i32 %3, i64 0, !dbg !16
  %37 = insertelement <64 x i32> %36, i32 %2, i64 17, !dbg !16
  %38 = shufflevector <64 x i32> %37, <64 x i32> poison, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 17, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17>, !dbg !16
  %39 = icmp slt <64 x i32> %33, %38, !dbg !16
  %40 = extractelement <64 x i1> %39, i64 33, !dbg !17
  %41 = and i1 %34, %40, !dbg !17
  %42 = and i1 %35, %40, !dbg !17
  %43 = extractelement <64 x i1> %39, i64 63, !dbg !17
  %44 = and i1 %43, %40, !dbg !17
  %45 = extractelement <64 x i1> %39, i64 62, !dbg !17
  %46 = and i1 %45, %40, !dbg !17
  %47 = extractelement <64 x i1> %39, i64 61, !dbg !17
  %48 = and i1 %47, %40, !dbg !17
  %49 = extractelement <64 x i1> %39, i64 60, !dbg !17
  %50 = and i1 %49, %40, !dbg !17
  %51 = extractelement <64 x i1> %39, i64 59, !dbg !17
  %52 = and i1 %51, %40, !dbg !17
  %53 = extractelement <64 x i1> %39, i64 58, !dbg !17
  %54 = and i1 %53, %40, !dbg !17
  %55 = extractelement <64 x i1> %39, i64 57, !dbg !17
  %56 = and i1 %55, %40, !dbg !17
  %57 = extractelement <64 x i1> %39, i64 56, !dbg !17
  %58 = and i1 %57, %40, !dbg !17
  %59 = extractelement <64 x i1> %39, i64 55, !dbg !17
  %60 = and i1 %59, %40, !dbg !17
  %61 = extractelement <64 x i1> %39, i64 54, !dbg !17
  %62 = and i1 %61, %40, !dbg !17
  %63 = extractelement <64 x i1> %39, i64 53, !dbg !17
  %64 = and i1 %63, %40, !dbg !17
  %65 = extractelement <64 x i1> %39, i64 52, !dbg !17
  %66 = and i1 %65, %40, !dbg !17
  %67 = extractelement <64 x i1> %39, i64 51, !dbg !17
  %68 = and i1 %67, %40, !dbg !17
  %69 = extractelement <64 x i1> %39, i64 50, !dbg !17
  %70 = and i1 %69, %40, !dbg !17
  %71 = extractelement <64 x i1> %39, i64 49, !dbg !17
  %72 = and i1 %71, %40, !dbg !17
  %73 = extractelement <64 x i1> %39, i64 48, !dbg !17
  %74 = and i1 %73, %40, !dbg !17
  %75 = extractelement <64 x i1> %39, i64 47, !dbg !17
  %76 = and i1 %75, %40, !dbg !17
  %77 = extractelement <64 x i1> %39, i64 46, !dbg !17
  %78 = and i1 %77, %40, !dbg !17
  %79 = extractelement <64 x i1> %39, i64 45, !dbg !17
  %80 = and i1 %79, %40, !dbg !17
  %81 = extractelement <64 x i1> %39, i64 44, !dbg !17
  %82 = and i1 %81, %40, !dbg !17
  %83 = extractelement <64 x i1> %39, i64 43, !dbg !17
  %84 = and i1 %83, %40, !dbg !17
  %85 = extractelement <64 x i1> %39, i64 42, !dbg !17
  %86 = and i1 %85, %40, !dbg !17
  %87 = extractelement <64 x i1> %39, i64 41, !dbg !17
  %88 = and i1 %87, %40, !dbg !17
  %89 = extractelement <64 x i1> %39, i64 40, !dbg !17
  %90 = and i1 %89, %40, !dbg !17
  %91 = extractelement <64 x i1> %39, i64 39, !dbg !17
  %92 = and i1 %91, %40, !dbg !17
  %93 = extractelement <64 x i1> %39, i64 38, !dbg !17
  %94 = and i1 %93, %40, !dbg !17
  %95 = extractelement <64 x i1> %39, i64 37, !dbg !17
  %96 = and i1 %95, %40, !dbg !17
  %97 = extractelement <64 x i1> %39, i64 36, !dbg !17
  %98 = and i1 %97, %40, !dbg !17
  %99 = extractelement <64 x i1> %39, i64 35, !dbg !17
  %100 = and i1 %99, %40, !dbg !17
  %101 = extractelement <64 x i1> %39, i64 34, !dbg !17
  %102 = and i1 %101, %40, !dbg !17
  %103 = mul i32 %3, %26, !dbg !18
  %104 = mul i32 %3, %27, !dbg !18
  %105 = extractelement <64 x i32> %33, i64 63, !dbg !18
  %106 = mul i32 %3, %105, !dbg !18
  %107 = extractelement <64 x i32> %33, i64 62, !dbg !18
  %108 = mul i32 %3, %107, !dbg !18
  %109 = extractelement <64 x i32> %33, i64 61, !dbg !18
  %110 = mul i32 %3, %109, !dbg !18
  %111 = extractelement <64 x i32> %33, i64 60, !dbg !18
  %112 = mul i32 %3, %111, !dbg !18
  %113 = extractelement <64 x i32> %33, i64 59, !dbg !18
  %114 = mul i32 %3, %113, !dbg !18
  %115 = extractelement <64 x i32> %33, i64 58, !dbg !18
  %116 = mul i32 %3, %115, !dbg !18
  %117 = extractelement <64 x i32> %33, i64 57, !dbg !18
  %118 = mul i32 %3, %117, !dbg !18
  %119 = extractelement <64 x i32> %33, i64 56, !dbg !18
  %120 = mul i32 %3, %119, !dbg !18
  %121 = extractelement <64 x i32> %33, i64 55, !dbg !18
  %122 = mul i32 %3, %121, !dbg !18
  %123 = extractelement <64 x i32> %33, i64 54, !dbg !18
  %124 = mul i32 %3, %123, !dbg !18
  %125 = extractelement <64 x i32> %33, i64 53, !dbg !18
  %126 = mul i32 %3, %125, !dbg !18
  %127 = extractelement <64 x i32> %33, i64 52, !dbg !18
  %128 = mul i32 %3, %127, !dbg !18
  %129 = extractelement <64 x i32> %33, i64 51, !dbg !18
  %130 = mul i32 %3, %129, !dbg !18
  %131 = extractelement <64 x i32> %33, i64 50, !dbg !18
  %132 = mul i32 %3, %131, !dbg !18
  %133 = extractelement <64 x i32> %33, i64 49, !dbg !18
  %134 = mul i32 %3, %133, !dbg !18
  %135 = extractelement <64 x i32> %33, i64 48, !dbg !18
  %136 = mul i32 %3, %135, !dbg !18
  %137 = extractelement <64 x i32> %33, i64 47, !dbg !18
  %138 = mul i32 %3, %137, !dbg !18
  %139 = extractelement <64 x i32> %33, i64 46, !dbg !18
  %140 = mul i32 %3, %139, !dbg !18
  %141 = extractelement <64 x i32> %33, i64 45, !dbg !18
  %142 = mul i32 %3, %141, !dbg !18
  %143 = extractelement <64 x i32> %33, i64 44, !dbg !18
  %144 = mul i32 %3, %143, !dbg !18
  %145 = extractelement <64 x i32> %33, i64 43, !dbg !18
  %146 = mul i32 %3, %145, !dbg !18
  %147 = extractelement <64 x i32> %33, i64 42, !dbg !18
  %148 = mul i32 %3, %147, !dbg !18
  %149 = extractelement <64 x i32> %33, i64 41, !dbg !18
  %150 = mul i32 %3, %149, !dbg !18
  %151 = extractelement <64 x i32> %33, i64 40, !dbg !18
  %152 = mul i32 %3, %151, !dbg !18
  %153 = extractelement <64 x i32> %33, i64 39, !dbg !18
  %154 = mul i32 %3, %153, !dbg !18
  %155 = extractelement <64 x i32> %33, i64 38, !dbg !18
  %156 = mul i32 %3, %155, !dbg !18
  %157 = extractelement <64 x i32> %33, i64 37, !dbg !18
  %158 = mul i32 %3, %157, !dbg !18
  %159 = extractelement <64 x i32> %33, i64 36, !dbg !18
  %160 = mul i32 %3, %159, !dbg !18
  %161 = extractelement <64 x i32> %33, i64 35, !dbg !18
  %162 = mul i32 %3, %161, !dbg !18
  %163 = extractelement <64 x i32> %33, i64 34, !dbg !18
  %164 = mul i32 %3, %163, !dbg !18
  %165 = sext i32 %103 to i64, !dbg !19
  %166 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %165, !dbg !19
  %167 = sext i32 %104 to i64, !dbg !19
  %168 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %167, !dbg !19
  %169 = sext i32 %106 to i64, !dbg !19
  %170 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %169, !dbg !19
  %171 = sext i32 %108 to i64, !dbg !19
  %172 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %171, !dbg !19
  %173 = sext i32 %110 to i64, !dbg !19
  %174 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %173, !dbg !19
  %175 = sext i32 %112 to i64, !dbg !19
  %176 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %175, !dbg !19
  %177 = sext i32 %114 to i64, !dbg !19
  %178 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %177, !dbg !19
  %179 = sext i32 %116 to i64, !dbg !19
  %180 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %179, !dbg !19
  %181 = sext i32 %118 to i64, !dbg !19
  %182 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %181, !dbg !19
  %183 = sext i32 %120 to i64, !dbg !19
  %184 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %183, !dbg !19
  %185 = sext i32 %122 to i64, !dbg !19
  %186 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %185, !dbg !19
  %187 = sext i32 %124 to i64, !dbg !19
  %188 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %187, !dbg !19
  %189 = sext i32 %126 to i64, !dbg !19
  %190 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %189, !dbg !19
  %191 = sext i32 %128 to i64, !dbg !19
  %192 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %191, !dbg !19
  %193 = sext i32 %130 to i64, !dbg !19
  %194 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %193, !dbg !19
  %195 = sext i32 %132 to i64, !dbg !19
  %196 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %195, !dbg !19
  %197 = sext i32 %134 to i64, !dbg !19
  %198 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %197, !dbg !19
  %199 = sext i32 %136 to i64, !dbg !19
  %200 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %199, !dbg !19
  %201 = sext i32 %138 to i64, !dbg !19
  %202 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %201, !dbg !19
  %203 = sext i32 %140 to i64, !dbg !19
  %204 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %203, !dbg !19
  %205 = sext i32 %142 to i64, !dbg !19
  %206 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %205, !dbg !19
  %207 = sext i32 %144 to i64, !dbg !19
  %208 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %207, !dbg !19
  %209 = sext i32 %146 to i64, !dbg !19
  %210 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %209, !dbg !19
  %211 = sext i32 %148 to i64, !dbg !19
  %212 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %211, !dbg !19
  %213 = sext i32 %150 to i64, !dbg !19
  %214 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %213, !dbg !19
  %215 = sext i32 %152 to i64, !dbg !19
  %216 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %215, !dbg !19
  %217 = sext i32 %154 to i64, !dbg !19
  %218 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %217, !dbg !19
  %219 = sext i32 %156 to i64, !dbg !19
  %220 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %219, !dbg !19
  %221 = sext i32 %158 to i64, !dbg !19
  %222 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %221, !dbg !19
  %223 = sext i32 %160 to i64, !dbg !19
  %224 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %223, !dbg !19
  %225 = sext i32 %162 to i64, !dbg !19
  %226 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %225, !dbg !19
  %227 = sext i32 %164 to i64, !dbg !19
  %228 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %227, !dbg !19
  %229 = extractelement <64 x i32> %33, i64 33, !dbg !19
  %230 = zext nneg i32 %229 to i64, !dbg !19
  %231 = getelementptr [4 x i8], ptr addrspace(1) %166, i64 %230, !dbg !19
  %232 = getelementptr [4 x i8], ptr addrspace(1) %168, i64 %230, !dbg !19
  %233 = getelementptr [4 x i8], ptr addrspace(1) %170, i64 %230, !dbg !19
  %234 = getelementptr [4 x i8], ptr addrspace(1) %172, i64 %230, !dbg !19
  %235 = getelementptr [4 x i8], ptr addrspace(1) %174, i64 %230, !dbg !19
  %236 = getelementptr [4 x i8], ptr addrspace(1) %176, i64 %230, !dbg !19
  %237 = getelementptr [4 x i8], ptr addrspace(1) %178, i64 %230, !dbg !19
  %238 = getelementptr [4 x i8], ptr addrspace(1) %180, i64 %230, !dbg !19
  %239 = getelementptr [4 x i8], ptr addrspace(1) %182, i64 %230, !dbg !19
  %240 = getelementptr [4 x i8], ptr addrspace(1) %184, i64 %230, !dbg !19
  %241 = getelementptr [4 x i8], ptr addrspace(1) %186, i64 %230, !dbg !19
  %242 = getelementptr [4 x i8], ptr addrspace(1) %188, i64 %230, !dbg !19
  %243 = getelementptr [4 x i8], ptr addrspace(1) %190, i64 %230, !dbg !19
  %244 = getelementptr [4 x i8], ptr addrspace(1) %192, i64 %230, !dbg !19
  %245 = getelementptr [4 x i8], ptr addrspace(1) %194, i64 %230, !dbg !19
  %246 = getelementptr [4 x i8], ptr addrspace(1) %196, i64 %230, !dbg !19
  %247 = getelementptr [4 x i8], ptr addrspace(1) %198, i64 %230, !dbg !19
  %248 = getelementptr [4 x i8], ptr addrspace(1) %200, i64 %230, !dbg !19
  %249 = getelementptr [4 x i8], ptr addrspace(1) %202, i64 %230, !dbg !19
  %250 = getelementptr [4 x i8], ptr addrspace(1) %204, i64 %230, !dbg !19
  %251 = getelementptr [4 x i8], ptr addrspace(1) %206, i64 %230, !dbg !19
  %252 = getelementptr [4 x i8], ptr addrspace(1) %208, i64 %230, !dbg !19
  %253 = getelementptr [4 x i8], ptr addrspace(1) %210, i64 %230, !dbg !19
  %254 = getelementptr [4 x i8], ptr addrspace(1) %212, i64 %230, !dbg !19
  %255 = getelementptr [4 x i8], ptr addrspace(1) %214, i64 %230, !dbg !19
  %256 = getelementptr [4 x i8], ptr addrspace(1) %216, i64 %230, !dbg !19
  %257 = getelementptr [4 x i8], ptr addrspace(1) %218, i64 %230, !dbg !19
  %258 = getelementptr [4 x i8], ptr addrspace(1) %220, i64 %230, !dbg !19
  %259 = getelementptr [4 x i8], ptr addrspace(1) %222, i64 %230, !dbg !19
  %260 = getelementptr [4 x i8], ptr addrspace(1) %224, i64 %230, !dbg !19
  %261 = getelementptr [4 x i8], ptr addrspace(1) %226, i64 %230, !dbg !19
  %262 = getelementptr [4 x i8], ptr addrspace(1) %228, i64 %230, !dbg !19
  %263 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %231, i1 %41) #3, !dbg !20
  %264 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %232, i1 %42) #3, !dbg !20
  %265 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %233, i1 %44) #3, !dbg !20
  %266 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %234, i1 %46) #3, !dbg !20
  %267 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %235, i1 %48) #3, !dbg !20
  %268 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %236, i1 %50) #3, !dbg !20
  %269 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %237, i1 %52) #3, !dbg !20
  %270 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %238, i1 %54) #3, !dbg !20
  %271 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %239, i1 %56) #3, !dbg !20
  %272 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %240, i1 %58) #3, !dbg !20
  %273 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %241, i1 %60) #3, !dbg !20
  %274 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %242, i1 %62) #3, !dbg !20
  %275 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %243, i1 %64) #3, !dbg !20
  %276 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %244, i1 %66) #3, !dbg !20
  %277 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %245, i1 %68) #3, !dbg !20
  %278 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %246, i1 %70) #3, !dbg !20
  %279 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %247, i1 %72) #3, !dbg !20
  %280 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %248, i1 %74) #3, !dbg !20
  %281 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %249, i1 %76) #3, !dbg !20
  %282 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %250, i1 %78) #3, !dbg !20
  %283 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %251, i1 %80) #3, !dbg !20
  %284 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %252, i1 %82) #3, !dbg !20
  %285 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %253, i1 %84) #3, !dbg !20
  %286 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %254, i1 %86) #3, !dbg !20
  %287 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %255, i1 %88) #3, !dbg !20
  %288 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %256, i1 %90) #3, !dbg !20
  %289 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %257, i1 %92) #3, !dbg !20
  %290 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %258, i1 %94) #3, !dbg !20
  %291 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %259, i1 %96) #3, !dbg !20
  %292 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %260, i1 %98) #3, !dbg !20
  %293 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %261, i1 %100) #3, !dbg !20
  %294 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %262, i1 %102) #3, !dbg !20
  %295 = extractelement <64 x i1> %39, i64 15, !dbg !21
  %296 = extractelement <64 x i1> %39, i64 17, !dbg !21
  %297 = and i1 %296, %295, !dbg !21
  %298 = extractelement <64 x i1> %39, i64 32, !dbg !21
  %299 = and i1 %296, %298, !dbg !21
  %300 = extractelement <64 x i1> %39, i64 31, !dbg !21
  %301 = and i1 %296, %300, !dbg !21
  %302 = extractelement <64 x i1> %39, i64 30, !dbg !21
  %303 = and i1 %296, %302, !dbg !21
  %304 = extractelement <64 x i1> %39, i64 29, !dbg !21
  %305 = and i1 %296, %304, !dbg !21
  %306 = extractelement <64 x i1> %39, i64 28, !dbg !21
  %307 = and i1 %296, %306, !dbg !21
  %308 = extractelement <64 x i1> %39, i64 27, !dbg !21
  %309 = and i1 %296, %308, !dbg !21
  %310 = extractelement <64 x i1> %39, i64 26, !dbg !21
  %311 = and i1 %296, %310, !dbg !21
  %312 = extractelement <64 x i1> %39, i64 25, !dbg !21
  %313 = and i1 %296, %312, !dbg !21
  %314 = extractelement <64 x i1> %39, i64 24, !dbg !21
  %315 = and i1 %296, %314, !dbg !21
  %316 = extractelement <64 x i1> %39, i64 23, !dbg !21
  %317 = and i1 %296, %316, !dbg !21
  %318 = extractelement <64 x i1> %39, i64 22, !dbg !21
  %319 = and i1 %296, %318, !dbg !21
  %320 = extractelement <64 x i1> %39, i64 21, !dbg !21
  %321 = and i1 %296, %320, !dbg !21
  %322 = extractelement <64 x i1> %39, i64 20, !dbg !21
  %323 = and i1 %296, %322, !dbg !21
  %324 = extractelement <64 x i1> %39, i64 19, !dbg !21
  %325 = and i1 %296, %324, !dbg !21
  %326 = extractelement <64 x i1> %39, i64 18, !dbg !21
  %327 = and i1 %296, %326, !dbg !21
  %328 = extractelement <64 x i1> %39, i64 16, !dbg !21
  %329 = and i1 %296, %328, !dbg !21
  %330 = extractelement <64 x i1> %39, i64 0, !dbg !21
  %331 = and i1 %296, %330, !dbg !21
  %332 = extractelement <64 x i1> %39, i64 14, !dbg !21
  %333 = and i1 %296, %332, !dbg !21
  %334 = extractelement <64 x i1> %39, i64 13, !dbg !21
  %335 = and i1 %296, %334, !dbg !21
  %336 = extractelement <64 x i1> %39, i64 12, !dbg !21
  %337 = and i1 %296, %336, !dbg !21
  %338 = extractelement <64 x i1> %39, i64 11, !dbg !21
  %339 = and i1 %296, %338, !dbg !21
  %340 = extractelement <64 x i1> %39, i64 10, !dbg !21
  %341 = and i1 %296, %340, !dbg !21
  %342 = extractelement <64 x i1> %39, i64 9, !dbg !21
  %343 = and i1 %296, %342, !dbg !21
  %344 = extractelement <64 x i1> %39, i64 8, !dbg !21
  %345 = and i1 %296, %344, !dbg !21
  %346 = extractelement <64 x i1> %39, i64 7, !dbg !21
  %347 = and i1 %296, %346, !dbg !21
  %348 = extractelement <64 x i1> %39, i64 6, !dbg !21
  %349 = and i1 %296, %348, !dbg !21
  %350 = extractelement <64 x i1> %39, i64 5, !dbg !21
  %351 = and i1 %296, %350, !dbg !21
  %352 = extractelement <64 x i1> %39, i64 4, !dbg !21
  %353 = and i1 %296, %352, !dbg !21
  %354 = extractelement <64 x i1> %39, i64 3, !dbg !21
  %355 = and i1 %296, %354, !dbg !21
  %356 = extractelement <64 x i1> %39, i64 2, !dbg !21
  %357 = and i1 %296, %356, !dbg !21
  %358 = extractelement <64 x i1> %39, i64 1, !dbg !21
  %359 = and i1 %296, %358, !dbg !21
  %360 = extractelement <64 x i32> %33, i64 15, !dbg !22
  %361 = mul i32 %2, %360, !dbg !22
  %362 = extractelement <64 x i32> %33, i64 32, !dbg !22
  %363 = mul i32 %362, %2, !dbg !22
  %364 = extractelement <64 x i32> %33, i64 31, !dbg !22
  %365 = mul i32 %364, %2, !dbg !22
  %366 = extractelement <64 x i32> %33, i64 30, !dbg !22
  %367 = mul i32 %366, %2, !dbg !22
  %368 = extractelement <64 x i32> %33, i64 29, !dbg !22
  %369 = mul i32 %368, %2, !dbg !22
  %370 = extractelement <64 x i32> %33, i64 28, !dbg !22
  %371 = mul i32 %370, %2, !dbg !22
  %372 = extractelement <64 x i32> %33, i64 27, !dbg !22
  %373 = mul i32 %372, %2, !dbg !22
  %374 = extractelement <64 x i32> %33, i64 26, !dbg !22
  %375 = mul i32 %374, %2, !dbg !22
  %376 = extractelement <64 x i32> %33, i64 25, !dbg !22
  %377 = mul i32 %376, %2, !dbg !22
  %378 = extractelement <64 x i32> %33, i64 24, !dbg !22
  %379 = mul i32 %378, %2, !dbg !22
  %380 = extractelement <64 x i32> %33, i64 23, !dbg !22
  %381 = mul i32 %380, %2, !dbg !22
  %382 = extractelement <64 x i32> %33, i64 22, !dbg !22
  %383 = mul i32 %382, %2, !dbg !22
  %384 = extractelement <64 x i32> %33, i64 21, !dbg !22
  %385 = mul i32 %384, %2, !dbg !22
  %386 = extractelement <64 x i32> %33, i64 20, !dbg !22
  %387 = mul i32 %386, %2, !dbg !22
  %388 = extractelement <64 x i32> %33, i64 19, !dbg !22
  %389 = mul i32 %388, %2, !dbg !22
  %390 = extractelement <64 x i32> %33, i64 18, !dbg !22
  %391 = mul i32 %390, %2, !dbg !22
  %392 = extractelement <64 x i32> %33, i64 16, !dbg !22
  %393 = mul i32 %392, %2, !dbg !22
  %394 = extractelement <64 x i32> %33, i64 0, !dbg !22
  %395 = mul i32 %394, %2, !dbg !22
  %396 = extractelement <64 x i32> %33, i64 14, !dbg !22
  %397 = mul i32 %396, %2, !dbg !22
  %398 = extractelement <64 x i32> %33, i64 13, !dbg !22
  %399 = mul i32 %398, %2, !dbg !22
  %400 = extractelement <64 x i32> %33, i64 12, !dbg !22
  %401 = mul i32 %400, %2, !dbg !22
  %402 = extractelement <64 x i32> %33, i64 11, !dbg !22
  %403 = mul i32 %402, %2, !dbg !22
  %404 = extractelement <64 x i32> %33, i64 10, !dbg !22
  %405 = mul i32 %404, %2, !dbg !22
  %406 = extractelement <64 x i32> %33, i64 9, !dbg !22
  %407 = mul i32 %406, %2, !dbg !22
  %408 = extractelement <64 x i32> %33, i64 8, !dbg !22
  %409 = mul i32 %408, %2, !dbg !22
  %410 = extractelement <64 x i32> %33, i64 7, !dbg !22
  %411 = mul i32 %410, %2, !dbg !22
  %412 = extractelement <64 x i32> %33, i64 6, !dbg !22
  %413 = mul i32 %412, %2, !dbg !22
  %414 = extractelement <64 x i32> %33, i64 5, !dbg !22
  %415 = mul i32 %414, %2, !dbg !22
  %416 = extractelement <64 x i32> %33, i64 4, !dbg !22
  %417 = mul i32 %416, %2, !dbg !22
  %418 = extractelement <64 x i32> %33, i64 3, !dbg !22
  %419 = mul i32 %418, %2, !dbg !22
  %420 = extractelement <64 x i32> %33, i64 2, !dbg !22
  %421 = mul i32 %420, %2, !dbg !22
  %422 = extractelement <64 x i32> %33, i64 1, !dbg !22
  %423 = mul i32 %422, %2, !dbg !22
  %424 = sext i32 %361 to i64, !dbg !23
  %425 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %424, !dbg !23
  %426 = sext i32 %363 to i64, !dbg !23
  %427 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %426, !dbg !23
  %428 = sext i32 %365 to i64, !dbg !23
  %429 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %428, !dbg !23
  %430 = sext i32 %367 to i64, !dbg !23
  %431 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %430, !dbg !23
  %432 = sext i32 %369 to i64, !dbg !23
  %433 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %432, !dbg !23
  %434 = sext i32 %371 to i64, !dbg !23
  %435 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %434, !dbg !23
  %436 = sext i32 %373 to i64, !dbg !23
  %437 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %436, !dbg !23
  %438 = sext i32 %375 to i64, !dbg !23
  %439 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %438, !dbg !23
  %440 = sext i32 %377 to i64, !dbg !23
  %441 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %440, !dbg !23
  %442 = sext i32 %379 to i64, !dbg !23
  %443 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %442, !dbg !23
  %444 = sext i32 %381 to i64, !dbg !23
  %445 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %444, !dbg !23
  %446 = sext i32 %383 to i64, !dbg !23
  %447 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %446, !dbg !23
  %448 = sext i32 %385 to i64, !dbg !23
  %449 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %448, !dbg !23
  %450 = sext i32 %387 to i64, !dbg !23
  %451 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %450, !dbg !23
  %452 = sext i32 %389 to i64, !dbg !23
  %453 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %452, !dbg !23
  %454 = sext i32 %391 to i64, !dbg !23
  %455 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %454, !dbg !23
  %456 = sext i32 %393 to i64, !dbg !23
  %457 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %456, !dbg !23
  %458 = sext i32 %395 to i64, !dbg !23
  %459 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %458, !dbg !23
  %460 = sext i32 %397 to i64, !dbg !23
  %461 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %460, !dbg !23
  %462 = sext i32 %399 to i64, !dbg !23
  %463 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %462, !dbg !23
  %464 = sext i32 %401 to i64, !dbg !23
  %465 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %464, !dbg !23
  %466 = sext i32 %403 to i64, !dbg !23
  %467 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %466, !dbg !23
  %468 = sext i32 %405 to i64, !dbg !23
  %469 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %468, !dbg !23
  %470 = sext i32 %407 to i64, !dbg !23
  %471 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %470, !dbg !23
  %472 = sext i32 %409 to i64, !dbg !23
  %473 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %472, !dbg !23
  %474 = sext i32 %411 to i64, !dbg !23
  %475 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %474, !dbg !23
  %476 = sext i32 %413 to i64, !dbg !23
  %477 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %476, !dbg !23
  %478 = sext i32 %415 to i64, !dbg !23
  %479 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %478, !dbg !23
  %480 = sext i32 %417 to i64, !dbg !23
  %481 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %480, !dbg !23
  %482 = sext i32 %419 to i64, !dbg !23
  %483 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %482, !dbg !23
  %484 = sext i32 %421 to i64, !dbg !23
  %485 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %484, !dbg !23
  %486 = sext i32 %423 to i64, !dbg !23
  %487 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %486, !dbg !23
  %488 = extractelement <64 x i32> %33, i64 17, !dbg !23
  %489 = sext i32 %488 to i64, !dbg !23
  %490 = getelementptr [4 x i8], ptr addrspace(1) %425, i64 %489, !dbg !23
  %491 = getelementptr [4 x i8], ptr addrspace(1) %427, i64 %489, !dbg !23
  %492 = getelementptr [4 x i8], ptr addrspace(1) %429, i64 %489, !dbg !23
  %493 = getelementptr [4 x i8], ptr addrspace(1) %431, i64 %489, !dbg !23
  %494 = getelementptr [4 x i8], ptr addrspace(1) %433, i64 %489, !dbg !23
  %495 = getelementptr [4 x i8], ptr addrspace(1) %435, i64 %489, !dbg !23
  %496 = getelementptr [4 x i8], ptr addrspace(1) %437, i64 %489, !dbg !23
  %497 = getelementptr [4 x i8], ptr addrspace(1) %439, i64 %489, !dbg !23
  %498 = getelementptr [4 x i8], ptr addrspace(1) %441, i64 %489, !dbg !23
  %499 = getelementptr [4 x i8], ptr addrspace(1) %443, i64 %489, !dbg !23
  %500 = getelementptr [4 x i8], ptr addrspace(1) %445, i64 %489, !dbg !23
  %501 = getelementptr [4 x i8], ptr addrspace(1) %447, i64 %489, !dbg !23
  %502 = getelementptr [4 x i8], ptr addrspace(1) %449, i64 %489, !dbg !23
  %503 = getelementptr [4 x i8], ptr addrspace(1) %451, i64 %489, !dbg !23
  %504 = getelementptr [4 x i8], ptr addrspace(1) %453, i64 %489, !dbg !23
  %505 = getelementptr [4 x i8], ptr addrspace(1) %455, i64 %489, !dbg !23
  %506 = getelementptr [4 x i8], ptr addrspace(1) %457, i64 %489, !dbg !23
  %507 = getelementptr [4 x i8], ptr addrspace(1) %459, i64 %489, !dbg !23
  %508 = getelementptr [4 x i8], ptr addrspace(1) %461, i64 %489, !dbg !23
  %509 = getelementptr [4 x i8], ptr addrspace(1) %463, i64 %489, !dbg !23
  %510 = getelementptr [4 x i8], ptr addrspace(1) %465, i64 %489, !dbg !23
  %511 = getelementptr [4 x i8], ptr addrspace(1) %467, i64 %489, !dbg !23
  %512 = getelementptr [4 x i8], ptr addrspace(1) %469, i64 %489, !dbg !23
  %513 = getelementptr [4 x i8], ptr addrspace(1) %471, i64 %489, !dbg !23
  %514 = getelementptr [4 x i8], ptr addrspace(1) %473, i64 %489, !dbg !23
  %515 = getelementptr [4 x i8], ptr addrspace(1) %475, i64 %489, !dbg !23
  %516 = getelementptr [4 x i8], ptr addrspace(1) %477, i64 %489, !dbg !23
  %517 = getelementptr [4 x i8], ptr addrspace(1) %479, i64 %489, !dbg !23
  %518 = getelementptr [4 x i8], ptr addrspace(1) %481, i64 %489, !dbg !23
  %519 = getelementptr [4 x i8], ptr addrspace(1) %483, i64 %489, !dbg !23
  %520 = getelementptr [4 x i8], ptr addrspace(1) %485, i64 %489, !dbg !23
  %521 = getelementptr [4 x i8], ptr addrspace(1) %487, i64 %489, !dbg !23
  %522 = and i32 %7, 30, !dbg !24
  %523 = shl nuw nsw i32 %522, 9, !dbg !24
  %524 = shl nuw nsw i32 %522, 1, !dbg !24
  %525 = and i32 %7, 1, !dbg !24
  %526 = icmp eq i32 %525, 0, !dbg !24
  %527 = select i1 %526, i32 0, i32 576, !dbg !24
  %528 = and i32 %7, 32, !dbg !24
  %529 = shl nuw nsw i32 %528, 2, !dbg !24
  %530 = or disjoint i32 %523, %529, !dbg !24
  %531 = or disjoint i32 %527, %524, !dbg !24
  %532 = xor i32 %531, %8, !dbg !24
  %533 = or disjoint i32 %532, %530, !dbg !24
  %534 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %533, !dbg !24
  %535 = insertelement <1 x i32> poison, i32 %263, i64 0, !dbg !24
  store <1 x i32> %535, ptr addrspace(3) %534, align 4, !dbg !24
  %536 = getelementptr inbounds nuw i8, ptr addrspace(3) %534, i32 256, !dbg !24
  %537 = insertelement <1 x i32> poison, i32 %279, i64 0, !dbg !24
  store <1 x i32> %537, ptr addrspace(3) %536, align 4, !dbg !24
  %538 = xor i32 %533, 4, !dbg !24
  %539 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %538, !dbg !24
  %540 = insertelement <1 x i32> poison, i32 %264, i64 0, !dbg !24
  store <1 x i32> %540, ptr addrspace(3) %539, align 4, !dbg !24
  %541 = getelementptr inbounds nuw i8, ptr addrspace(3) %539, i32 256, !dbg !24
  %542 = insertelement <1 x i32> poison, i32 %280, i64 0, !dbg !24
  store <1 x i32> %542, ptr addrspace(3) %541, align 4, !dbg !24
  %543 = xor i32 %533, 8, !dbg !24
  %544 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %543, !dbg !24
  %545 = insertelement <1 x i32> poison, i32 %265, i64 0, !dbg !24
  store <1 x i32> %545, ptr addrspace(3) %544, align 4, !dbg !24
  %546 = getelementptr inbounds nuw i8, ptr addrspace(3) %544, i32 256, !dbg !24
  %547 = insertelement <1 x i32> poison, i32 %281, i64 0, !dbg !24
  store <1 x i32> %547, ptr addrspace(3) %546, align 4, !dbg !24
  %548 = xor i32 %533, 12, !dbg !24
  %549 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %548, !dbg !24
  %550 = insertelement <1 x i32> poison, i32 %266, i64 0, !dbg !24
  store <1 x i32> %550, ptr addrspace(3) %549, align 4, !dbg !24
  %551 = getelementptr inbounds nuw i8, ptr addrspace(3) %549, i32 256, !dbg !24
  %552 = insertelement <1 x i32> poison, i32 %282, i64 0, !dbg !24
  store <1 x i32> %552, ptr addrspace(3) %551, align 4, !dbg !24
  %553 = xor i32 %533, 16, !dbg !24
  %554 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %553, !dbg !24
  %555 = insertelement <1 x i32> poison, i32 %267, i64 0, !dbg !24
  store <1 x i32> %555, ptr addrspace(3) %554, align 4, !dbg !24
  %556 = getelementptr inbounds nuw i8, ptr addrspace(3) %554, i32 256, !dbg !24
  %557 = insertelement <1 x i32> poison, i32 %283, i64 0, !dbg !24
  store <1 x i32> %557, ptr addrspace(3) %556, align 4, !dbg !24
  %558 = xor i32 %533, 20, !dbg !24
  %559 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %558, !dbg !24
  %560 = insertelement <1 x i32> poison, i32 %268, i64 0, !dbg !24
  store <1 x i32> %560, ptr addrspace(3) %559, align 4, !dbg !24
  %561 = getelementptr inbounds nuw i8, ptr addrspace(3) %559, i32 256, !dbg !24
  %562 = insertelement <1 x i32> poison, i32 %284, i64 0, !dbg !24
  store <1 x i32> %562, ptr addrspace(3) %561, align 4, !dbg !24
  %563 = xor i32 %533, 24, !dbg !24
  %564 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %563, !dbg !24
  %565 = insertelement <1 x i32> poison, i32 %269, i64 0, !dbg !24
  store <1 x i32> %565, ptr addrspace(3) %564, align 4, !dbg !24
  %566 = getelementptr inbounds nuw i8, ptr addrspace(3) %564, i32 256, !dbg !24
  %567 = insertelement <1 x i32> poison, i32 %285, i64 0, !dbg !24
  store <1 x i32> %567, ptr addrspace(3) %566, align 4, !dbg !24
  %568 = xor i32 %533, 28, !dbg !24
  %569 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %568, !dbg !24
  %570 = insertelement <1 x i32> poison, i32 %270, i64 0, !dbg !24
  store <1 x i32> %570, ptr addrspace(3) %569, align 4, !dbg !24
  %571 = getelementptr inbounds nuw i8, ptr addrspace(3) %569, i32 256, !dbg !24
  %572 = insertelement <1 x i32> poison, i32 %286, i64 0, !dbg !24
  store <1 x i32> %572, ptr addrspace(3) %571, align 4, !dbg !24
  %573 = xor i32 %533, 32, !dbg !24
  %574 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %573, !dbg !24
  %575 = insertelement <1 x i32> poison, i32 %271, i64 0, !dbg !24
  store <1 x i32> %575, ptr addrspace(3) %574, align 4, !dbg !24
  %576 = getelementptr inbounds nuw i8, ptr addrspace(3) %574, i32 256, !dbg !24
  %577 = insertelement <1 x i32> poison, i32 %287, i64 0, !dbg !24
  store <1 x i32> %577, ptr addrspace(3) %576, align 4, !dbg !24
  %578 = xor i32 %533, 36, !dbg !24
  %579 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %578, !dbg !24
  %580 = insertelement <1 x i32> poison, i32 %272, i64 0, !dbg !24
  store <1 x i32> %580, ptr addrspace(3) %579, align 4, !dbg !24
  %581 = getelementptr inbounds nuw i8, ptr addrspace(3) %579, i32 256, !dbg !24
  %582 = insertelement <1 x i32> poison, i32 %288, i64 0, !dbg !24
  store <1 x i32> %582, ptr addrspace(3) %581, align 4, !dbg !24
  %583 = xor i32 %533, 40, !dbg !24
  %584 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %583, !dbg !24
  %585 = insertelement <1 x i32> poison, i32 %273, i64 0, !dbg !24
  store <1 x i32> %585, ptr addrspace(3) %584, align 4, !dbg !24
  %586 = getelementptr inbounds nuw i8, ptr addrspace(3) %584, i32 256, !dbg !24
  %587 = insertelement <1 x i32> poison, i32 %289, i64 0, !dbg !24
  store <1 x i32> %587, ptr addrspace(3) %586, align 4, !dbg !24
  %588 = xor i32 %533, 44, !dbg !24
  %589 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %588, !dbg !24
  %590 = insertelement <1 x i32> poison, i32 %274, i64 0, !dbg !24
  store <1 x i32> %590, ptr addrspace(3) %589, align 4, !dbg !24
  %591 = getelementptr inbounds nuw i8, ptr addrspace(3) %589, i32 256, !dbg !24
  %592 = insertelement <1 x i32> poison, i32 %290, i64 0, !dbg !24
  store <1 x i32> %592, ptr addrspace(3) %591, align 4, !dbg !24
  %593 = xor i32 %533, 48, !dbg !24
  %594 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %593, !dbg !24
  %595 = insertelement <1 x i32> poison, i32 %275, i64 0, !dbg !24
  store <1 x i32> %595, ptr addrspace(3) %594, align 4, !dbg !24
  %596 = getelementptr inbounds nuw i8, ptr addrspace(3) %594, i32 256, !dbg !24
  %597 = insertelement <1 x i32> poison, i32 %291, i64 0, !dbg !24
  store <1 x i32> %597, ptr addrspace(3) %596, align 4, !dbg !24
  %598 = xor i32 %533, 52, !dbg !24
  %599 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %598, !dbg !24
  %600 = insertelement <1 x i32> poison, i32 %276, i64 0, !dbg !24
  store <1 x i32> %600, ptr addrspace(3) %599, align 4, !dbg !24
  %601 = getelementptr inbounds nuw i8, ptr addrspace(3) %599, i32 256, !dbg !24
  %602 = insertelement <1 x i32> poison, i32 %292, i64 0, !dbg !24
  store <1 x i32> %602, ptr addrspace(3) %601, align 4, !dbg !24
  %603 = xor i32 %533, 56, !dbg !24
  %604 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %603, !dbg !24
  %605 = insertelement <1 x i32> poison, i32 %277, i64 0, !dbg !24
  store <1 x i32> %605, ptr addrspace(3) %604, align 4, !dbg !24
  %606 = getelementptr inbounds nuw i8, ptr addrspace(3) %604, i32 256, !dbg !24
  %607 = insertelement <1 x i32> poison, i32 %293, i64 0, !dbg !24
  store <1 x i32> %607, ptr addrspace(3) %606, align 4, !dbg !24
  %608 = xor i32 %533, 60, !dbg !24
  %609 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %608, !dbg !24
  %610 = insertelement <1 x i32> poison, i32 %278, i64 0, !dbg !24
  store <1 x i32> %610, ptr addrspace(3) %609, align 4, !dbg !24
  %611 = getelementptr inbounds nuw i8, ptr addrspace(3) %609, i32 256, !dbg !24
  %612 = insertelement <1 x i32> poison, i32 %294, i64 0, !dbg !24
  store <1 x i32> %612, ptr addrspace(3) %611, align 4, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %613 = shl nuw nsw i32 %525, 6, !dbg !24
  %614 = shl nuw nsw i32 %528, 3, !dbg !24
  %615 = icmp eq i32 %8, 0, !dbg !24
  %616 = select i1 %615, i32 0, i32 576, !dbg !24
  %617 = or disjoint i32 %524, %613, !dbg !24
  %618 = xor i32 %617, %616, !dbg !24
  %619 = or disjoint i32 %618, %614, !dbg !24
  %620 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %619, !dbg !24
  %621 = load i32, ptr addrspace(3) %620, align 4, !dbg !24
  %622 = getelementptr inbounds nuw i8, ptr addrspace(3) %620, i32 128, !dbg !24
  %623 = load i32, ptr addrspace(3) %622, align 4, !dbg !24
  %624 = xor i32 %619, 1028, !dbg !24
  %625 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %624, !dbg !24
  %626 = load i32, ptr addrspace(3) %625, align 4, !dbg !24
  %627 = getelementptr inbounds nuw i8, ptr addrspace(3) %625, i32 128, !dbg !24
  %628 = load i32, ptr addrspace(3) %627, align 4, !dbg !24
  %629 = xor i32 %619, 2056, !dbg !24
  %630 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %629, !dbg !24
  %631 = load i32, ptr addrspace(3) %630, align 4, !dbg !24
  %632 = getelementptr inbounds nuw i8, ptr addrspace(3) %630, i32 128, !dbg !24
  %633 = load i32, ptr addrspace(3) %632, align 4, !dbg !24
  %634 = xor i32 %619, 3084, !dbg !24
  %635 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %634, !dbg !24
  %636 = load i32, ptr addrspace(3) %635, align 4, !dbg !24
  %637 = getelementptr inbounds nuw i8, ptr addrspace(3) %635, i32 128, !dbg !24
  %638 = load i32, ptr addrspace(3) %637, align 4, !dbg !24
  %639 = xor i32 %619, 4112, !dbg !24
  %640 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %639, !dbg !24
  %641 = load i32, ptr addrspace(3) %640, align 4, !dbg !24
  %642 = getelementptr inbounds nuw i8, ptr addrspace(3) %640, i32 128, !dbg !24
  %643 = load i32, ptr addrspace(3) %642, align 4, !dbg !24
  %644 = xor i32 %619, 5140, !dbg !24
  %645 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %644, !dbg !24
  %646 = load i32, ptr addrspace(3) %645, align 4, !dbg !24
  %647 = getelementptr inbounds nuw i8, ptr addrspace(3) %645, i32 128, !dbg !24
  %648 = load i32, ptr addrspace(3) %647, align 4, !dbg !24
  %649 = xor i32 %619, 6168, !dbg !24
  %650 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %649, !dbg !24
  %651 = load i32, ptr addrspace(3) %650, align 4, !dbg !24
  %652 = getelementptr inbounds nuw i8, ptr addrspace(3) %650, i32 128, !dbg !24
  %653 = load i32, ptr addrspace(3) %652, align 4, !dbg !24
  %654 = xor i32 %619, 7196, !dbg !24
  %655 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %654, !dbg !24
  %656 = load i32, ptr addrspace(3) %655, align 4, !dbg !24
  %657 = getelementptr inbounds nuw i8, ptr addrspace(3) %655, i32 128, !dbg !24
  %658 = load i32, ptr addrspace(3) %657, align 4, !dbg !24
  %659 = xor i32 %619, 8224, !dbg !24
  %660 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %659, !dbg !24
  %661 = load i32, ptr addrspace(3) %660, align 4, !dbg !24
  %662 = getelementptr inbounds nuw i8, ptr addrspace(3) %660, i32 128, !dbg !24
  %663 = load i32, ptr addrspace(3) %662, align 4, !dbg !24
  %664 = xor i32 %619, 9252, !dbg !24
  %665 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %664, !dbg !24
  %666 = load i32, ptr addrspace(3) %665, align 4, !dbg !24
  %667 = getelementptr inbounds nuw i8, ptr addrspace(3) %665, i32 128, !dbg !24
  %668 = load i32, ptr addrspace(3) %667, align 4, !dbg !24
  %669 = xor i32 %619, 10280, !dbg !24
  %670 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %669, !dbg !24
  %671 = load i32, ptr addrspace(3) %670, align 4, !dbg !24
  %672 = getelementptr inbounds nuw i8, ptr addrspace(3) %670, i32 128, !dbg !24
  %673 = load i32, ptr addrspace(3) %672, align 4, !dbg !24
  %674 = xor i32 %619, 11308, !dbg !24
  %675 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %674, !dbg !24
  %676 = load i32, ptr addrspace(3) %675, align 4, !dbg !24
  %677 = getelementptr inbounds nuw i8, ptr addrspace(3) %675, i32 128, !dbg !24
  %678 = load i32, ptr addrspace(3) %677, align 4, !dbg !24
  %679 = xor i32 %619, 12336, !dbg !24
  %680 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %679, !dbg !24
  %681 = load i32, ptr addrspace(3) %680, align 4, !dbg !24
  %682 = getelementptr inbounds nuw i8, ptr addrspace(3) %680, i32 128, !dbg !24
  %683 = load i32, ptr addrspace(3) %682, align 4, !dbg !24
  %684 = xor i32 %619, 13364, !dbg !24
  %685 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %684, !dbg !24
  %686 = load i32, ptr addrspace(3) %685, align 4, !dbg !24
  %687 = getelementptr inbounds nuw i8, ptr addrspace(3) %685, i32 128, !dbg !24
  %688 = load i32, ptr addrspace(3) %687, align 4, !dbg !24
  %689 = xor i32 %619, 14392, !dbg !24
  %690 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %689, !dbg !24
  %691 = load i32, ptr addrspace(3) %690, align 4, !dbg !24
  %692 = getelementptr inbounds nuw i8, ptr addrspace(3) %690, i32 128, !dbg !24
  %693 = load i32, ptr addrspace(3) %692, align 4, !dbg !24
  %694 = xor i32 %619, 15420, !dbg !24
  %695 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %694, !dbg !24
  %696 = load i32, ptr addrspace(3) %695, align 4, !dbg !24
  %697 = getelementptr inbounds nuw i8, ptr addrspace(3) %695, i32 128, !dbg !24
  %698 = load i32, ptr addrspace(3) %697, align 4, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %621, ptr addrspace(1) %490, i1 %297) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %626, ptr addrspace(1) %491, i1 %299) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %631, ptr addrspace(1) %492, i1 %301) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %636, ptr addrspace(1) %493, i1 %303) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %641, ptr addrspace(1) %494, i1 %305) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %646, ptr addrspace(1) %495, i1 %307) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %651, ptr addrspace(1) %496, i1 %309) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %656, ptr addrspace(1) %497, i1 %311) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %661, ptr addrspace(1) %498, i1 %313) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %666, ptr addrspace(1) %499, i1 %315) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %671, ptr addrspace(1) %500, i1 %317) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %676, ptr addrspace(1) %501, i1 %319) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %681, ptr addrspace(1) %502, i1 %321) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %686, ptr addrspace(1) %503, i1 %323) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %691, ptr addrspace(1) %504, i1 %325) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %696, ptr addrspace(1) %505, i1 %327) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %623, ptr addrspace(1) %506, i1 %329) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %628, ptr addrspace(1) %507, i1 %331) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %633, ptr addrspace(1) %508, i1 %333) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %638, ptr addrspace(1) %509, i1 %335) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %643, ptr addrspace(1) %510, i1 %337) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %648, ptr addrspace(1) %511, i1 %339) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %653, ptr addrspace(1) %512, i1 %341) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %658, ptr addrspace(1) %513, i1 %343) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %663, ptr addrspace(1) %514, i1 %345) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %668, ptr addrspace(1) %515, i1 %347) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %673, ptr addrspace(1) %516, i1 %349) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %678, ptr addrspace(1) %517, i1 %351) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %683, ptr addrspace(1) %518, i1 %353) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %688, ptr addrspace(1) %519, i1 %355) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %693, ptr addrspace(1) %520, i1 %357) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %698, ptr addrspace(1) %521, i1 %359) #3, !dbg !24
  ret void, !dbg !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/layout/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "transpose_tile", linkageName: "transpose_tile", scope: !1, file: !1, line: 162, type: !5, scopeLine: 162, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 163, column: 34, scope: !4)
!13 = !DILocation(line: 163, column: 10, scope: !4)
!14 = !DILocation(line: 164, column: 10, scope: !4)
!15 = !DILocation(line: 165, column: 63, scope: !4)
!16 = !DILocation(line: 167, column: 40, scope: !4)
!17 = !DILocation(line: 165, column: 62, scope: !4)
!18 = !DILocation(line: 165, column: 26, scope: !4)
!19 = !DILocation(line: 165, column: 17, scope: !4)
!20 = !DILocation(line: 165, column: 9, scope: !4)
!21 = !DILocation(line: 167, column: 19, scope: !4)
!22 = !DILocation(line: 166, column: 24, scope: !4)
!23 = !DILocation(line: 166, column: 14, scope: !4)
!24 = !DILocation(line: 166, column: 5, scope: !4)
!25 = !DILocation(line: 162, column: 1, scope: !4)
